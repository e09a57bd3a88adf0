/**
 * @jest-environment jsdom
 */
import { loadProviderSdk, sdkUrl } from './sdk-loader';

// jsdom loads no scripts: the tests fire the script's load and error events themselves.
afterEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).paypal;
});

const source = { url: '/standins/payments/sdk.js', clientId: 'sb', currency: 'EUR' };
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-cmsmf-payment-sdk]')];

test('the URL carries the client id, currency, the buttons component and capture intent', () => {
  expect(sdkUrl(source, 'https://shop.example/demo/')).toBe('https://shop.example/standins/payments/sdk.js?client-id=sb&currency=EUR&components=buttons&intent=capture');
});

test('it resolves the paypal global, loaded once for every payment area', async () => {
  const first = loadProviderSdk(source, document);
  const second = loadProviderSdk(source, document);
  expect(scripts()).toHaveLength(1);
  const sdk = { Buttons: jest.fn() };
  (window as unknown as Record<string, unknown>).paypal = sdk;
  scripts()[0]!.dispatchEvent(new Event('load'));
  await expect(first).resolves.toBe(sdk);
  await expect(second).resolves.toBe(sdk);
});

test('a failed load is an SdkLoadError', async () => {
  const failing = loadProviderSdk({ ...source, currency: 'GBP' }, document);
  scripts()[0]!.dispatchEvent(new Event('error'));
  await expect(failing).rejects.toMatchObject({ name: 'SdkLoadError' });
});

test('a script that defines no paypal.Buttons is a failed load', async () => {
  const loading = loadProviderSdk({ ...source, currency: 'CHF' }, document);
  scripts()[0]!.dispatchEvent(new Event('load'));
  await expect(loading).rejects.toThrow('defined no paypal.Buttons');
});
