import { captchaActions, isCaptchaTokenError, requestCaptchaToken } from '../index';

const withSpam = (recaptcha: unknown) => ({ etCore: { api: { spam: { recaptcha } } } }) as unknown as Window;

test('no captcha service, or a disabled one, gives an empty token', async () => {
  await expect(requestCaptchaToken({} as Window, 'x')).resolves.toBe('');
  await expect(requestCaptchaToken(withSpam({ isEnabled: () => false, interaction: () => 't' }), 'x')).resolves.toBe('');
});

test('asks the service with the builder action name and resolves its token', async () => {
  const interaction = jest.fn(async () => 'tok-1');
  await expect(requestCaptchaToken(withSpam({ isEnabled: () => true, interaction }), captchaActions.contactForm(3))).resolves.toBe('tok-1');
  expect(interaction).toHaveBeenCalledWith('Divi/Module/ContactForm/3');
  expect(captchaActions.newsletter('abc')).toBe('Divi/Module/EmailOptin/List/abc');
});

test('a failing or silent service is a CaptchaTokenError with its reason', async () => {
  const failed = await requestCaptchaToken(withSpam({ interaction: () => Promise.reject(new Error('boom')) }), 'a').catch((e: unknown) => e);
  expect(isCaptchaTokenError(failed)).toBe(true);
  expect(failed).toMatchObject({ reason: 'failed', action: 'a' });
  const silent = await requestCaptchaToken(withSpam({ interaction: () => new Promise(() => {}) }), 'b', { timeoutMs: 20 }).catch((e: unknown) => e);
  expect(silent).toMatchObject({ kind: 'captcha-token', reason: 'timeout' });
});
