/** @jest-environment jsdom */
import { normalisedMarkup as normalised } from '../test-support/normalised-markup';
import { testContext } from '../test-support/test-context';
import { phoneModule } from './phone-module';


test('the number posts through a hidden input while mounted; unmounting gives the name, label and layout back', async () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve({ ip: '', country: 'DE' }) }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.body.innerHTML =
    '<form><p><label>Phone<br><span class="wpcf7-form-control-wrap" data-name="tel"><input type="tel" class="wpcf7-form-control eacf7-phone" name="tel" value="030 123456"></span></label></p></form>';
  const input = document.querySelector<HTMLInputElement>('input.eacf7-phone')!;
  const label = document.querySelector('label')!;
  const before = normalised();
  const unmount = phoneModule.mount(input, testContext()) as () => void;
  expect(input.hasAttribute('name')).toBe(false);
  expect(document.querySelector<HTMLInputElement>('input[type=hidden][name=tel]')?.value).toBe('030 123456');
  expect(label.htmlFor).toBe(input.id);
  expect(label.control).toBe(input);
  expect(document.querySelector('.cmsmf-phone-country')?.textContent).toContain('US');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The IP lookup's country, unless the visitor chose one.
  expect(document.querySelector('.cmsmf-phone-country')?.textContent).toContain('DE');
  unmount();
  expect(normalised()).toBe(before);
  expect(input.name).toBe('tel');
});
