import { NEWSLETTER_DEMO, openNewsletter } from './fixtures/theme/newsletter';
import { expect, test } from './fixtures';
import { siteRows } from './fixtures/theme/database';

/**
 * The email opt-in module (list harbour-news) on /demo/theme.html in Chromium
 * (theme-frontend.md §3-§5, §7, §8), and its plain post without scripts:
 * subscriptions read back from SQLite.
 */
const MODULE = '.et_pb_newsletter';
const subscriptions = (email: string) => siteRows<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM newsletter_subscriptions WHERE email = ?', email);

test('checks the e-mail, subscribes once, then shows the thanks in place of the fields', async ({ page, consoleErrors }) => {
  const module = await openNewsletter(page);
  const email = `news-${Date.now()}@example.com`;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax.php') && (request.postData() ?? '').includes('et_pb_submit_subscribe_form')) calls.push(request.postData() ?? '');
  });
  await module.getByLabel('First Name').fill('Ann');
  await module.getByLabel('Last Name').fill('Lee');
  await module.getByLabel('Email').fill('ann@example');
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await expect(module.getByLabel('Email')).toHaveClass(/et_pb_signup_error/);
  await expect(module.getByLabel('Email')).toBeFocused();
  expect(calls).toHaveLength(0);

  await module.getByLabel('Email').fill(email);
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await expect(module.locator('.et_pb_newsletter_success')).toBeVisible();
  await expect(module.locator('.et_pb_newsletter_success')).toBeFocused();
  await expect(module.locator('.et_pb_newsletter_fields')).toBeHidden();
  expect(calls).toHaveLength(1);
  for (const field of ['et_frontend_nonce', 'et_list_id', 'et_firstname', 'et_lastname', 'et_email', 'et_provider', 'et_account', 'et_ip_address', 'et_custom_fields', 'token', 'et_checksum']) {
    expect(calls[0]).toContain(`name="${field}"`);
  }
  expect(subscriptions(email)).toEqual([{ first_name: 'Ann', last_name: 'Lee' }]);
  expect(consoleErrors).toEqual([]);
});

test("shows the server's error text in the error area", async ({ page }) => {
  const module = await openNewsletter(page);
  const email = `forged-${Date.now()}@example.com`;
  await module.locator('input[name="et_pb_signup_checksum"]').evaluate((input: HTMLInputElement) => (input.value = '0'.repeat(32)));
  await module.getByLabel('First Name').fill('Ann');
  await module.getByLabel('Last Name').fill('Lee');
  await module.getByLabel('Email').fill(email);
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await expect(module.locator('.et_pb_newsletter_error')).toHaveText('This form is out of date. Please reload the page and try again.');
  await expect(module.locator('.et_pb_newsletter_fields')).toBeVisible();
  expect(subscriptions(email)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain post renders the page with the result, keeps what was typed and subscribes once', async ({ page }) => {
    const email = `plain-news-${Date.now()}@example.com`;
    await page.goto(NEWSLETTER_DEMO);
    const module = page.locator(MODULE);
    await module.getByLabel('First Name').fill('Bo');
    await module.getByLabel('Last Name').fill('Ek');
    await module.getByLabel('Email').fill('bo@example');
    await module.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator(`${MODULE} .et_pb_newsletter_error`)).toHaveText('Invalid email');
    await expect(page.locator(MODULE).getByLabel('First Name')).toHaveValue('Bo');
    await expect(page.locator(MODULE).getByLabel('Email')).toHaveValue('bo@example');

    await page.locator(MODULE).getByLabel('Email').fill(email);
    await page.locator(MODULE).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator(`${MODULE} .et_pb_newsletter_success`)).toBeVisible();
    await expect(page.locator(`${MODULE} .et_pb_newsletter_fields`)).toBeHidden();
    // Subscribing the same address again stores nothing more.
    await page.goto(NEWSLETTER_DEMO);
    await page.locator(MODULE).getByLabel('First Name').fill('Bo');
    await page.locator(MODULE).getByLabel('Last Name').fill('Ek');
    await page.locator(MODULE).getByLabel('Email').fill(email);
    await page.locator(MODULE).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator(`${MODULE} .et_pb_newsletter_success`)).toBeVisible();
    expect(subscriptions(email)).toEqual([{ first_name: 'Bo', last_name: 'Ek' }]);
  });
});
