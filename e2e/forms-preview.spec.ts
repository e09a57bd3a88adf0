import { expect, mounted, test } from './fixtures';

/** Preview before submit (forms-addon.md §2) on the preview demo page (form 132). */
const DEMO = '/demo/forms-preview.html';

test('nothing filled: the preview shows the No data found image; Back returns to the form', async ({ page }) => {
  await page.goto(DEMO);
  const preview = page.getByRole('button', { name: 'Preview' });
  await mounted(page.locator('.eacf7-preview-submission-btn'), 'forms/preview');
  await preview.click();
  const dialog = page.getByRole('dialog', { name: 'Preview Submission' });
  await expect(dialog.getByRole('img', { name: 'No data found' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
  await expect(preview).toBeFocused();
});

test('the table lists labels and values as text, choices by label; Submit sends the form once', async ({ page }) => {
  await page.goto(DEMO);
  await mounted(page.locator('.eacf7-preview-submission-btn'), 'forms/preview');
  let feedback = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/feedback')) feedback += 1;
  });
  const markup = '<img src=x onerror="window.__pwned=1">Ann';
  await page.getByLabel('Your name').fill(markup);
  await page.getByLabel('Your email').fill('ann@example.test');
  await page.getByRole('radio', { name: '8 to 12 m' }).check();
  await page.getByRole('checkbox', { name: 'Fresh water' }).check();
  await page.getByRole('checkbox', { name: 'Winter storage' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview Submission' });
  const rows = dialog.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveText(`Your name${markup}`);
  await expect(rows.nth(2)).toHaveText('Boat length8 to 12 m');
  await expect(rows.nth(3)).toHaveText('ServicesFresh water, Winter storage');
  expect(await dialog.locator('img[onerror]').count()).toBe(0);
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  expect(feedback).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
