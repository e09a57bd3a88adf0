import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { siteRows } from './fixtures/theme/database';

/**
 * The page builder's contact form (form 10) on /demo/theme.html in Chromium
 * (theme-frontend.md §3-§5, §7, §8): checks, localized messages, captcha,
 * conditional logic, the post to its own page and the stored message.
 */
const DEMO = '/demo/theme.html';
const FORM = '#et_pb_contact_form_10';

async function openForm(page: Page) {
  await page.goto(DEMO);
  const container = page.locator(FORM);
  await container.scrollIntoViewIfNeeded();
  await page.locator(`${FORM} input[name="et_pb_contact_name_10"]`).focus();
  await mounted(container, 'theme/contact-form');
  return container;
}

const captchaSum = (page: Page) =>
  page.locator(`${FORM} .et_pb_contact_captcha`).evaluate((input: HTMLInputElement) => Number(input.dataset.first_digit) + Number(input.dataset.second_digit));

test('checks before posting: required fields, groups shown by conditional logic, e-mail and captcha', async ({ page, consoleErrors }) => {
  const container = await openForm(page);
  const berth = container.locator('.et_pb_contact_field[data-id="berth"]');
  await expect(berth).toBeHidden();
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(DEMO)) posts += 1;
  });

  await container.locator('button.et_pb_contact_submit').click();
  const message = container.locator('.et-pb-contact-message');
  await expect(message).toBeFocused();
  await expect(message.locator('p').first()).toHaveText('Please, fill in the following fields:');
  await expect(message.locator('ul').first().locator('li')).toHaveText(['Name', 'Email Address', 'Message', 'Captcha']);
  await expect(container.locator('input[name="et_pb_contact_name_10"]')).toHaveClass(/et_contact_error/);

  // Ticking Keelboat shows the berth number, which is then required.
  await container.getByLabel('Keelboat').check();
  await expect(berth).toBeVisible();
  await container.getByLabel('Name', { exact: true }).fill('Ann');
  await container.getByLabel('Email Address').fill('ann@example');
  await container.locator('textarea').fill('A berth for July?');
  const before = await page.locator(`${FORM} .et_pb_contact_captcha_question`).textContent();
  await container.locator('.et_pb_contact_captcha').fill(String((await captchaSum(page)) + 1));
  await container.locator('button.et_pb_contact_submit').click();
  await expect(message.locator('li')).toHaveText(['Berth number', 'Invalid email', 'You entered the wrong number in captcha.']);
  await expect(message.locator('p.et_normal_padding')).toHaveText('Please, fix the following errors:');
  await expect(container.locator('.et_pb_contact_field[data-id="berth"] input')).toHaveClass(/et_contact_error/);
  // A wrong answer clears the input and asks a new sum of numbers from 1 to 15.
  await expect(container.locator('.et_pb_contact_captcha')).toHaveValue('');
  const digits = await container.locator('.et_pb_contact_captcha').evaluate((input: HTMLInputElement) => [Number(input.dataset.first_digit), Number(input.dataset.second_digit)]);
  for (const digit of digits) expect(digit >= 1 && digit <= 15).toBe(true);
  await expect(page.locator(`${FORM} .et_pb_contact_captcha_question`)).toHaveText(`${digits[0]} + ${digits[1]}`);
  expect(typeof before).toBe('string');

  await container.getByLabel('Keelboat').uncheck();
  await expect(berth).toBeHidden();
  expect(posts).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('a good message is posted once, stored, and the thanks replaces the form', async ({ page, consoleErrors }) => {
  const container = await openForm(page);
  const email = `contact-${Date.now()}@example.com`;
  await container.getByLabel('Name', { exact: true }).fill('Ann Lee');
  await container.getByLabel('Email Address').fill(email);
  await container.getByLabel('Keelboat').check();
  await container.getByLabel('Berth number').fill('B4');
  await container.getByLabel('Phone').check();
  await container.locator('textarea').fill('Is berth 4 free in July?');
  await container.locator('.et_pb_contact_captcha').fill(String(await captchaSum(page)));
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(DEMO));
  await container.locator('button.et_pb_contact_submit').dblclick();
  const body = (await posted).postData() ?? '';
  expect(body).toContain('et_pb_contact_email_fields_10');
  expect(body).toContain('"original_id":"berth"');

  const message = container.locator('.et-pb-contact-message');
  await expect(message).toHaveText('Thanks for contacting us');
  await expect(message).toBeFocused();
  await expect(container.locator('form')).toHaveCount(0);
  const rows = siteRows<{ fields_json: string }>('SELECT fields_json FROM contact_messages WHERE form_num = 10 AND fields_json LIKE ?', `%${email}%`);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.fields_json)).toMatchObject({ name: 'Ann Lee', email, boats: 'Keelboat', berth: 'B4', reply: 'Phone' });
  expect(page.url()).toMatch(/\/demo\/theme\.html$/);
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to its page, which answers with the thanks and stores the message once', async ({ page }) => {
    await page.goto(DEMO);
    const container = page.locator(FORM);
    const email = `plain-contact-${Date.now()}@example.com`;
    await container.getByLabel('Name', { exact: true }).fill('Bo');
    await container.getByLabel('Email Address').fill(email);
    await container.locator('textarea').fill('Hello without scripts');
    await container.locator('.et_pb_contact_captcha').fill('7');
    await container.locator('button.et_pb_contact_submit').click();
    await expect(page.locator(`${FORM} .et-pb-contact-message`)).toHaveText('Thanks for contacting us');
    expect(siteRows('SELECT id FROM contact_messages WHERE fields_json LIKE ?', `%${email}%`)).toHaveLength(1);
  });
});

test.describe('the answer page', () => {
  async function fillAll(page: Page) {
    const container = await openForm(page);
    await container.getByLabel('Name', { exact: true }).fill('Ann');
    await container.getByLabel('Email Address').fill('ann@example.com');
    await container.locator('textarea').fill('Hello');
    await container.locator('.et_pb_contact_captcha').fill(String(await captchaSum(page)));
    return container;
  }
  const answerWith = (page: Page, inner: string) =>
    page.route(`**${DEMO}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ contentType: 'text/html', body: `<!doctype html><body><div id="et_pb_contact_form_10" class="et_pb_contact_form_container">${inner}</div></body>` })
        : route.continue(),
    );

  test('is sanitised before it replaces the form', async ({ page }) => {
    await answerWith(page, '<div class="et-pb-contact-message"><p class="et_pb_contact_error_text">Try again<img src="x" onerror="window.__xss = 1"></p></div><script>window.__xss = 2</script><form class="et_pb_contact_form" action="/demo/theme.html"><a id="bad" href="javascript:window.__xss=3">x</a></form>');
    const container = await fillAll(page);
    await container.locator('button.et_pb_contact_submit').click();
    await expect(container.locator('.et_pb_contact_error_text')).toHaveText('Try again');
    expect(await container.innerHTML()).not.toMatch(/onerror|<script|javascript:/);
    await container.locator('#bad').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('a success follows an http(s) redirect, never a javascript: one', async ({ page }) => {
    await answerWith(page, '<div class="et-pb-contact-message"><p>Thanks</p></div>');
    let container = await fillAll(page);
    await container.evaluate((el) => el.setAttribute('data-redirect_url', 'javascript:window.__xss=1'));
    await container.locator('button.et_pb_contact_submit').click();
    await expect(container.locator('.et-pb-contact-message')).toHaveText('Thanks');
    expect(page.url()).toMatch(/\/demo\/theme\.html$/);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    container = await fillAll(page);
    await container.evaluate((el) => el.setAttribute('data-redirect_url', '/demo/plain.html'));
    await container.locator('button.et_pb_contact_submit').click();
    await page.waitForURL(/\/demo\/plain\.html$/);
  });
});

test('a nonce that expired while the page was open is refreshed once and the message still sent', async ({ page }) => {
  const container = await openForm(page);
  const email = `expired-${Date.now()}@example.com`;
  await container.locator('input[name="_wpnonce-et-pb-contact-form-submitted-10"]').evaluate((input: HTMLInputElement) => (input.value = '0'.repeat(20)));
  await container.getByLabel('Name', { exact: true }).fill('Cy');
  await container.getByLabel('Email Address').fill(email);
  await container.locator('textarea').fill('Sent after a long pause');
  await container.locator('.et_pb_contact_captcha').fill(String(await captchaSum(page)));
  await container.locator('button.et_pb_contact_submit').click();
  await expect(container.locator('.et-pb-contact-message')).toHaveText('Thanks for contacting us');
  expect(siteRows('SELECT id FROM contact_messages WHERE fields_json LIKE ?', `%${email}%`)).toHaveLength(1);
});

test('the form with its error messages shown has no axe-core violations', async ({ page }) => {
  const container = await openForm(page);
  await container.locator('button.et_pb_contact_submit').click();
  await expect(container.locator('.et-pb-contact-message li').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('#et_pb_contact_form_10').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
