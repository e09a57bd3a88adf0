import { CaptchaTokenError, pickCaptchaProvider, serviceProvider } from './captcha-provider';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});
const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

test('the service provider POSTs {action} to {captchaUrl}/token and returns the token', async () => {
  const fetch = jest.fn((_url: string, _init: RequestInit) => answer(200, { token: 'sc1.abc.def' }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  await expect(serviceProvider('/standins/captcha/').token('contactform', new AbortController().signal)).resolves.toBe('sc1.abc.def');
  expect(fetch.mock.calls[0]![0]).toBe('/standins/captcha/token');
  expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ action: 'contactform' });
});

test.each([
  ['an error status', () => answer(500, { token: 'x' })],
  ['an answer without a token', () => answer(200, { nope: 1 })],
  ['no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
])('%s is a CaptchaTokenError', async (_case, reply) => {
  globalThis.fetch = jest.fn(reply) as unknown as typeof globalThis.fetch;
  await expect(serviceProvider('/c').token('a', new AbortController().signal)).rejects.toBeInstanceOf(CaptchaTokenError);
});

test('the page settings choose the provider: reCAPTCHA v3 with a site key and its script, else the service, else none', async () => {
  expect(pickCaptchaProvider({})).toBeNull();
  expect(pickCaptchaProvider({ cmsmf_services: { captchaUrl: '' } })).toBeNull();
  expect(pickCaptchaProvider({ cmsmf_services: { captchaUrl: '/c' } })).not.toBeNull();
  const grecaptcha = { ready: (callback: () => void) => callback(), execute: jest.fn(() => Promise.resolve('g-token')) };
  const provider = pickCaptchaProvider({ wpcf7_recaptcha: { sitekey: 'key' }, grecaptcha, cmsmf_services: { captchaUrl: '/c' } });
  await expect(provider!.token('contactform', new AbortController().signal)).resolves.toBe('g-token');
  expect(grecaptcha.execute).toHaveBeenCalledWith('key', { action: 'contactform' });
});
