import { startTestSite, type TestSite } from '../test-support/test-site';

// Coupon guesses, logins, registrations, uploads and captcha questions had no rate limit: each must have one.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ rateLimits: { coupon: { limit: 3, windowMs: 60_000 }, login: { limit: 2, windowMs: 60_000 }, registration: { limit: 1, windowMs: 60_000 }, captcha: { limit: 2, windowMs: 60_000 } } });
});
afterAll(() => site.close());

test('coupon checks past the limit answer 429 with a retry time, and the code is not looked at', async () => {
  const check = () => site.action('coupon_check', { formId: '2', coupon: 'WELCOME10', total: '50' });
  for (let i = 0; i < 3; i++) expect((await check()).status).toBe(200);
  const refused = await check();
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.json).toEqual({ success: false, data: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/) });
});

test('logins past the limit answer 429, even with the right password', async () => {
  const login = () => site.action('eacf7_user_registration_auto_login', { mail: 'nobody@example.com', password: 'wrong password' });
  expect((await login()).status).toBe(200);
  expect((await login()).status).toBe(200);
  expect((await login()).status).toBe(429);
});

test('registrations and captcha questions are limited per visitor', async () => {
  const register = async (email: string) => {
    const form = new FormData();
    form.append('_wpcf7_unit_tag', 'wpcf7-f4-o1');
    form.append('user-email', email);
    form.append('user-password', 'correct horse battery');
    return site.fetch('/wp-json/contact-form-7/v1/contact-forms/4/feedback', { method: 'POST', body: form });
  };
  expect((await register('one@example.com')).status).toBe(200);
  const second = await register('two@example.com');
  expect(second.status).toBe(429);
  expect(await second.json()).toMatchObject({ code: 'cmsmf_rate_limited' });
  expect(site.count('users')).toBe(1);
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await site.action('eacf7_refresh_math_captcha', { form_id: '1', field: 'quiz' })).status);
  expect(statuses[2]).toBe(429);
});
