/** @jest-environment jsdom */
import type { Unmount } from '@cms-mf/shared-contracts';
import addressModule from './index';
import { buildCf7Form } from '../test-support/form-markup';
import { testContext } from '../test-support/test-context';

/** The add-on's address (MARKUP-FACTS §3.1) with autocomplete on. */
const part = (name: string, control: string) => `<div class="address-field field-${name}"><label>${name}${control}</label></div>`;
const ADDRESS = `<span class="wpcf7-form-control-wrap" data-name="pickup"><div class="wpcf7-form-control eacf7-address" data-autocomplete="1"><div class="eacf7-address__fields">
  ${part('line1', '<input type="text" name="pickup_line1">')}
  ${part('city', '<input type="text" name="pickup_city">')}
  ${part('state', '<input type="text" name="pickup_state">')}
  ${part('zip', '<input type="text" name="pickup_zip">')}
  ${part('country', '<select name="pickup_country"><option value="">Choose</option><option value="DE">Germany</option><option value="GB">United Kingdom</option></select>')}
</div></div></span>`;

/** The geocoder's answer for central London (its real shape: `address` keyed as Nominatim keys it). */
const LONDON = { place_id: 1, lat: '51.5074', lon: '-0.1278', display_name: 'London, England, WC2N 5DU, United Kingdom', address: { city: 'London', state: 'England', postcode: 'WC2N 5DU', country: 'United Kingdom', country_code: 'gb' } };

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

test('"Use my location" fills city, state, postcode and country from one reverse-geocoding answer', async () => {
  const wrapper = buildCf7Form(122, ADDRESS);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (found: PositionCallback) => found({ coords: { latitude: 51.5074, longitude: -0.1278 } } as GeolocationPosition) },
  });
  const fetched: string[] = [];
  globalThis.fetch = jest.fn((url: string) => {
    fetched.push(url);
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(LONDON) } as Response);
  }) as unknown as typeof fetch;
  const ctx = testContext(undefined, { globals: { cmsmf_services: { geocodeUrl: 'https://geo.example/standins/geocode' } } as never });
  const unmount = (await addressModule.mount(wrapper.querySelector('.eacf7-address')!, ctx)) as Unmount;
  const changed: string[] = [];
  wrapper.addEventListener('change', (event) => changed.push((event.target as HTMLInputElement).name));

  wrapper.querySelector<HTMLButtonElement>('.cmsmf-address-locate button')!.click();
  const status = wrapper.querySelector('.cmsmf-address-status')!;
  await new Promise<void>((resolve) => {
    const check = () => (status.textContent === 'Address filled in from your location. Please check it.' ? resolve() : setTimeout(check, 0));
    check();
  });

  expect(fetched).toEqual(['https://geo.example/standins/geocode/reverse?format=json&lat=51.507400&lon=-0.127800']);
  const value = (name: string) => wrapper.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value;
  expect({ city: value('pickup_city'), state: value('pickup_state'), zip: value('pickup_zip'), country: value('pickup_country'), line1: value('pickup_line1') })
    .toEqual({ city: 'London', state: 'England', zip: 'WC2N 5DU', country: 'GB', line1: '' });
  // Conditional rules and error tips hear each filled field.
  expect(changed).toEqual(expect.arrayContaining(['pickup_city', 'pickup_state', 'pickup_zip', 'pickup_country']));
  unmount();
});
