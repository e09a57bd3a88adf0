import { startTestSite, type TestSite } from '../test-support/test-site';

// Two registrations of one address at once answered 500 (a unique-constraint error).
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

async function register(email: string) {
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f4-o1');
  form.append('user-email', email);
  form.append('user-password', 'correct horse battery');
  const response = await site.fetch('/wp-json/contact-form-7/v1/contact-forms/4/feedback', { method: 'POST', body: form });
  return { status: response.status, json: (await response.json()) as { status: string; invalid_fields: { field: string; message: string }[] } };
}

test('concurrent registrations of one address: one account, the other gets the duplicate message', async () => {
  const results = await Promise.all([register('twin@example.com'), register('TWIN@example.com'), register('twin@example.com')]);
  expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
  expect(results.filter((result) => result.json.status === 'mail_sent')).toHaveLength(1);
  for (const refused of results.filter((result) => result.json.status !== 'mail_sent')) {
    expect(refused.json).toMatchObject({ status: 'validation_failed', invalid_fields: [{ field: 'user-email', message: 'An account with this email address already exists.' }] });
  }
  expect(site.query('SELECT email FROM users')).toEqual([{ email: 'twin@example.com' }]);
  expect(site.count('submissions')).toBe(1);
});
