import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';

/**
 * The multistep demo (form 103, site/cms/forms/103.json): a welcome screen,
 * three steps checked by `eacf7_multistep_fields_validation` against the
 * form's rules, a progress bar and a thank-you screen.
 */
const DEMO = '/demo/forms/multistep.html';

async function openDemo(page: Page): Promise<void> {
  await page.goto(DEMO);
  await mounted(page.locator('.eacf7-multisetp-form'), 'forms/multistep');
  await mounted(page.locator('.wpcf7'), 'forms/form');
}

const step = (page: Page, n: number) => page.locator(`.eacf7-multistep[data-step="${n}"]`);
const fill = (page: Page) => page.locator('.eacf7-progress-completed');
const widthOf = (page: Page) => fill(page).evaluate((el) => (el as HTMLElement).style.width);
const validationRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('eacf7_multistep_fields_validation')) seen.push(body);
  });
  return seen;
};

test('refuses an invalid step with the server’s reason and accepts a valid one; previous needs no check', async ({ page, consoleErrors }) => {
  await openDemo(page);
  const requests = validationRequests(page);
  await expect(page.getByRole('heading', { name: 'Tell us about your project' })).toBeVisible();
  expect(await widthOf(page)).toBe('0%');
  await expect(step(page, 1)).toBeHidden();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(step(page, 1)).toBeVisible();
  await expect(step(page, 2)).toBeHidden();
  expect(await widthOf(page)).toBe('33.33%');
  await expect(page.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 3');
  await expect(page.getByLabel('Your name')).toBeFocused();

  await page.getByLabel('Your name').fill('A');
  await page.getByLabel('Your email').fill('not-an-email');
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  const email = page.getByLabel('Your email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(step(page, 1).locator('[data-name="your-email"] .wpcf7-not-valid-tip')).toHaveText('Please enter an email address.');
  await expect(step(page, 1).locator('[data-name="your-name"] .wpcf7-not-valid-tip')).toHaveText('This field has a too short input.');
  await expect(email).toHaveAccessibleDescription('Please enter an email address.');
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(step(page, 1)).toBeVisible();
  expect(await widthOf(page)).toBe('33.33%');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toContain('name="validation_fields[]"\r\n\r\nyour-name');
  expect(requests[0]).toContain('name="validation_fields[]"\r\n\r\nyour-email');
  expect(requests[0]).toContain('name="id"\r\n\r\n103');

  await page.getByLabel('Your name').fill('Ada Lovelace');
  await email.fill('ada@example.test');
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 2)).toBeVisible();
  await expect(step(page, 1)).toBeHidden();
  expect(await widthOf(page)).toBe('66.67%');
  await expect(page.locator('.eacf7-multistep-step-row .step').nth(1)).toHaveClass(/step-active/);
  await expect(page.locator('.wpcf7-not-valid-tip')).toHaveCount(0);

  await step(page, 2).getByRole('button', { name: 'Previous' }).click();
  await expect(step(page, 1)).toBeVisible();
  expect(requests).toHaveLength(2);
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  expect(consoleErrors).toEqual([]);
});

test('a failed check says so and keeps the step; Next again is the retry', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('ada@example.test');
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }), { times: 1 });
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 1).getByRole('alert')).toHaveText(
    'This step could not be checked: the server answered with an error (HTTP 502). Your entries are kept; please try again.',
  );
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 2)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the whole form: steps, then send; the thank-you screen follows and the submission is stored', async ({ page }) => {
  await openDemo(page);
  const marker = `Multistep ${Date.now()}`;
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your name').fill(marker);
  await page.getByLabel('Your email').fill('ada@example.test');
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Topic').selectOption('Shop');
  await page.getByLabel('Budget (EUR, 500 to 100000)').fill('100');
  await step(page, 2).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 2).locator('[data-name="budget"] .wpcf7-not-valid-tip')).toHaveText('This field has a too small number.');
  await page.getByLabel('Budget (EUR, 500 to 100000)').fill('5000');
  await step(page, 2).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 3)).toBeVisible();
  expect(await widthOf(page)).toBe('100%');
  await page.getByLabel('Tell us about the project (at least 10 characters)').fill('A shop for hand-made ceramics.');
  await step(page, 3).getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 6_000 });
  await expect(step(page, 3)).toBeHidden();
  expect(findSubmission(103, (fields) => fields['your-name'] === marker)).toMatchObject({ status: 'mail_sent', fields: { topic: 'Shop', budget: '5000' } });
});

test('an expired nonce that cannot be renewed is a clear, retryable error; the next try renews it', async ({ page }) => {
  await openDemo(page);
  await page.evaluate(() => {
    (window as unknown as { eacf7: { nonce: string } }).eacf7.nonce = 'expired';
  });
  await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 403, body: '-1' }), { times: 2 });
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('ada@example.test');
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 1).getByRole('alert')).toHaveText(
    'This step could not be checked: your session expired and could not be renewed. Your entries are kept; please try again. If it keeps failing, reload the page.',
  );
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 2)).toBeVisible();
});
