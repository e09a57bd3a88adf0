import { startTestSite, type TestSite } from '../test-support/test-site';

// Another origin could once log a visitor into an attacker's account with the shared anonymous nonce.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const credentials = { mail: 'mallory@example.com', password: 'correct horse battery' };

async function registerMallory(): Promise<string> {
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f4-o1');
  form.append('user-email', credentials.mail);
  form.append('user-password', credentials.password);
  const response = await site.fetch('/wp-json/contact-form-7/v1/contact-forms/4/feedback', { method: 'POST', body: form });
  expect(await response.json()).toMatchObject({ status: 'mail_sent' });
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function login(headers: Record<string, string>) {
  const form = new FormData();
  form.append('action', 'eacf7_user_registration_auto_login');
  form.append('nonce', await site.nonce('eacf7'));
  form.append('mail', credentials.mail);
  form.append('password', credentials.password);
  const response = await site.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: form, headers });
  return { status: response.status, text: await response.text(), cookie: response.headers.get('set-cookie') };
}

test('a login sent from another origin is refused, even with the right credentials', async () => {
  const grant = await registerMallory();
  for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
    expect(await login({ ...headers, Cookie: grant })).toMatchObject({ status: 403, text: '-1', cookie: null });
  }
  expect(site.count('sessions')).toBe(0);
});

test("a login without the registering browser's grant is refused; with it, it works once", async () => {
  const grant = await registerMalloryAgain();
  expect(JSON.parse((await login({ Origin: site.url })).text)).toEqual({ success: false, data: 'The email address or password is incorrect.' });
  expect(JSON.parse((await login({ Origin: site.url, Cookie: grant })).text)).toEqual({ success: true, data: { url: '/' } });
  expect(JSON.parse((await login({ Origin: site.url, Cookie: grant })).text)).toMatchObject({ success: false });
  expect(site.count('sessions')).toBe(1);
});

/** The account exists after the first test; a fresh grant comes with the next registration of another address. */
async function registerMalloryAgain(): Promise<string> {
  credentials.mail = 'mallory2@example.com';
  return registerMallory();
}
