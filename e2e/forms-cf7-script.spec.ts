import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { installCf7Stub } from './fixtures/forms/cf7-stub';
import { pdf } from './fixtures/forms/files';
import { pickFiles, throttleUploads } from './fixtures/forms/page-helpers';

/**
 * The runtime next to Contact Form 7's own script (a stand-in in
 * fixtures/forms/cf7-stub.ts): CF7 sends the form; the runtime only keeps the
 * submit blocked during uploads and reacts to CF7's events.
 */
const DEMO = '/demo/forms/upload.html';
const CV = '.wpcf7-form-control-wrap[data-name="cv"] .eacf7-uploader';
const submits = (page: Page) => page.evaluate(() => (window as unknown as { __cf7Submits: number }).__cf7Submits);

test('CF7 sends the form; its wpcf7mailsent resets the uploaders, reaches the bus and brings the thank-you screen', async ({ page }) => {
  await page.addInitScript(installCf7Stub);
  await page.goto(DEMO);
  await mounted(page.locator('.wpcf7'), 'forms/form');
  await mounted(page.locator(CV), 'forms/upload');
  let feedbackPosts = 0;
  page.on('request', (request) => {
    if (request.url().includes('/feedback')) feedbackPosts += 1;
  });

  // While an upload runs, neither a click nor Enter reaches CF7.
  const unthrottle = await throttleUploads(page, 100 * 1024);
  await page.getByLabel('Your name').fill('Edsger');
  await pickFiles(page, CV, [pdf('cf7.pdf', 600_000)]);
  await expect(page.locator('.wpcf7-submit')).toBeDisabled();
  await page.getByLabel('Your name').press('Enter');
  expect(await submits(page)).toBe(0);
  await unthrottle();
  await expect(page.locator(`${CV} .file-info-status`)).toHaveText('Completed', { timeout: 15_000 });
  await expect(page.locator('.wpcf7-submit')).toBeEnabled();

  await page.getByLabel('Your email').fill('edsger@example.test');
  const busEvent = page.evaluate(() => new Promise((resolve) => document.addEventListener('cmsmf:form-mail-sent', (event) => resolve((event as CustomEvent).detail), { once: true })));
  await page.locator('.wpcf7-submit').click();
  expect(await busEvent).toMatchObject({ formId: 101, unitTag: 'wpcf7-f101-o1', inputs: expect.arrayContaining([{ name: 'your-name', value: 'Edsger' }]) });
  expect(await submits(page)).toBe(1);
  expect(feedbackPosts).toBe(1);
  await expect(page.locator(`${CV} .file-list-item`)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible({ timeout: 6_000 });
});
