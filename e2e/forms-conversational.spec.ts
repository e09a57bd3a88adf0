import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';

/**
 * The conversational demo (form 104, site/cms/forms/104.json, settings
 * `Conversational.thankYouScreen` on): one question at a time, Enter
 * validates through `eacf7_conversational_fields_validation` and moves on.
 */
const DEMO = '/demo/forms/conversational.html';
const question = (page: Page, n: number) => page.locator(`.eacf7-conversational[data-step="${n}"]`);

test('one question at a time; Enter checks each answer on the server; the thank-you screen follows the send', async ({ page, consoleErrors }) => {
  await page.goto(DEMO);
  await mounted(page.locator('.eacf7-conversational-form'), 'forms/conversational');
  await mounted(page.locator('.wpcf7'), 'forms/form');
  const actions: string[] = [];
  page.on('request', (request) => {
    const action = /name="action"\r\n\r\n([a-z0-9_]+)/.exec(request.postData() ?? '')?.[1];
    if (action) actions.push(action);
  });

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(question(page, 1)).toBeVisible();
  await expect(question(page, 2)).toBeHidden();
  await expect(page.getByLabel('Your name')).toBeFocused();

  // An empty answer is refused with the server's reason.
  await page.keyboard.press('Enter');
  await expect(question(page, 1).locator('.wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');
  await expect(question(page, 1)).toBeVisible();

  const marker = `Conversational ${Date.now()}`;
  await page.getByLabel('Your name').fill(marker);
  await page.keyboard.press('Enter');
  await expect(question(page, 2)).toBeVisible();
  await expect(page.getByLabel('Your email')).toBeFocused();
  await page.keyboard.type('grace@example.test');
  await page.keyboard.press('Enter');
  await expect(question(page, 3)).toBeVisible();

  // The arrows go back and forth; back needs no check.
  await page.getByRole('link', { name: 'Previous question' }).click();
  await expect(question(page, 2)).toBeVisible();
  await page.getByRole('link', { name: 'Next question' }).click();
  await expect(question(page, 3)).toBeVisible();

  await page.getByLabel('Your answer (at least 5 characters)').fill('More dark mode, please.');
  await page.keyboard.press('Enter');
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible({ timeout: 6_000 });
  await expect(question(page, 3)).toBeHidden();
  expect(actions.filter((action) => action === 'eacf7_conversational_fields_validation')).toHaveLength(5);
  expect(findSubmission(104, (fields) => fields['your-name'] === marker)).toMatchObject({ status: 'mail_sent', fields: { 'your-email': 'grace@example.test' } });
  expect(consoleErrors).toEqual([]);
});
