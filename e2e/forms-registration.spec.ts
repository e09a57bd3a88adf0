import { expect, mounted, test } from './fixtures';

/** Registration with auto-login (form 146 on /demo/forms-registration.html). */
test('registering creates the account, logs the visitor in with the site session cookie, and redirects', async ({ page, context, consoleErrors }) => {
  await page.goto('/demo/forms-registration.html');
  const form = page.locator('#wpcf7-f146-o1');
  const email = `member-${Date.now()}@example.com`;
  await form.getByLabel('Email').fill(email);
  await mounted(form, 'forms/form');
  await form.getByLabel('Password (8 characters or more)').fill('correct horse battery');
  const login = page.waitForRequest((request) => /name="action"\r\n\r\neacf7_user_registration_auto_login\r\n/.test(request.postData() ?? ''));
  await form.getByRole('button', { name: 'Send' }).click();
  const sentAt = Date.now();
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await login;
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
  await expect(form.locator('.wpcf7-response-output')).toHaveText("Success!! You'll be redirect soon.");
  const loggedInAt = Date.now();
  const session = (await context.cookies()).find((cookie) => cookie.name === 'cmsmf_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.value).toMatch(/^[0-9a-f]{64}$/);
  await page.waitForURL((url) => url.pathname === '/');
  expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual(1500);
  expect(consoleErrors).toEqual([]);
});
