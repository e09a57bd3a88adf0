import type { Locator, Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';
import { pdf } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';

/**
 * Save progress beyond plain fields (forms-addon.md §2 "Save progress"): a
 * multistep form comes back at the step it was saved on (the multistep demo,
 * form 103), and a signature comes back drawn on its pad (the crew
 * application of the contact page, form 5); a multistep form with an upload
 * comes back on its step with its file, and finishes (form 150).
 */

async function saveAndReadLink(page: Page, scope: Locator): Promise<string> {
  await scope.getByRole('button', { name: 'Save progress' }).click();
  const link = scope.getByRole('textbox', { name: 'Link to continue later' });
  await expect(link).toHaveValue(/\?eacf7_state=[A-Za-z0-9_-]{32}$/);
  return link.inputValue();
}

test('a multistep form saved on step 2 comes back on step 2 with every value, in a new browser context', async ({ page, browser }) => {
  await page.goto('/demo/forms/multistep.html');
  await mounted(page.locator('.eacf7-multisetp-form'), 'forms/multistep');
  await mounted(page.locator('.eacf7-save-progress-wrap'), 'forms/save-progress');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('ada@example.test');
  await page.getByRole('button', { name: 'Next' }).click();
  const step2 = page.locator('.eacf7-multistep[data-step="2"]');
  await expect(step2).toBeVisible();
  await page.getByLabel('Topic').selectOption('Shop');
  const url = await saveAndReadLink(page, page.locator('.wpcf7-form'));

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  await expect(fresh.locator('.eacf7-save-message')).toHaveText('Your saved progress has been restored.');
  await expect(fresh.locator('.eacf7-multistep[data-step="2"]')).toBeVisible();
  await expect(fresh.locator('.eacf7-multistep[data-step="1"]')).toBeHidden();
  await expect(fresh.getByLabel('Topic')).toHaveValue('Shop');
  await expect(fresh.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  await expect(fresh.getByLabel('Your email')).toHaveValue('ada@example.test');
  await other.close();
});

/** Red pixels of the signature canvas: > 0 means something is drawn. */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 150 && data[i + 1]! < 100 && data[i + 2]! < 100) ink += 1;
    return ink;
  });

test('a saved signature is drawn again on the pad when the progress is restored', async ({ page, browser }) => {
  await page.goto('/demo/contact.html');
  const form = page.locator('#wpcf7-f5-o1, .wpcf7:has(input[name="_wpcf7"][value="5"])').first();
  const signature = form.locator('.cf7-digital-signature');
  await signature.scrollIntoViewIfNeeded();
  await mounted(signature, 'forms/signature');
  await mounted(form.locator('.eacf7-save-progress-wrap'), 'forms/save-progress');
  await form.getByLabel('Full name').fill('Grace Darling');
  await signature.getByLabel('Or type your name to sign').fill('Grace Darling');
  await expect(form.locator('input[name="signature"]')).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/, { timeout: 10_000 });
  const url = await saveAndReadLink(page, form);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  const again = fresh.locator('.cf7-digital-signature').first();
  await again.scrollIntoViewIfNeeded();
  await mounted(again, 'forms/signature');
  await expect(fresh.locator('.eacf7-save-message').filter({ hasText: 'restored' })).toBeVisible();
  await expect(fresh.locator('input[name="signature"]').first()).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => inkOf(again.locator('canvas'))).toBeGreaterThan(50);
  await expect(again.locator('.signature-status')).toHaveText('Your saved signature is shown. Draw again to replace it.');
  await other.close();
});

test('a half-filled multistep form with an upload is saved on step 2, restored in a new browser context, then finished and stored with its file', async ({ page, browser }) => {
  const certificate = '.wpcf7-form-control-wrap[data-name="crew-certificate"] .eacf7-uploader';
  await page.goto('/demo/forms/multistep-upload.html');
  await mounted(page.locator('.eacf7-multisetp-form'), 'forms/multistep');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Full name').fill('Tilly Smith');
  await page.getByLabel('Email').fill('tilly@example.test');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.eacf7-multistep[data-step="2"]')).toBeVisible();
  await page.getByLabel('Role').selectOption('Navigator');
  await mounted(page.locator(certificate), 'forms/upload');
  await pickFiles(page, certificate, [pdf('survival.pdf', 3_000)]);
  await expect(page.locator(`${certificate} .file-info-status`)).toHaveText('Completed');
  const url = await saveAndReadLink(page, page.locator('.wpcf7-form'));
  expect(url).toContain('/demo/forms/multistep-upload.html?eacf7_state=');

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  await expect(fresh.locator('.eacf7-save-message')).toHaveText('Your saved progress has been restored.');
  await expect(fresh.locator('.eacf7-multistep[data-step="2"]')).toBeVisible();
  await expect(fresh.locator('.eacf7-multistep[data-step="1"]')).toBeHidden();
  await expect(fresh.getByLabel('Role')).toHaveValue('Navigator');
  await mounted(fresh.locator(certificate), 'forms/upload');
  await expect(fresh.locator(`${certificate} .upload-item-name`)).toHaveText('survival.pdf');
  await fresh.getByRole('button', { name: 'Next' }).click();
  await expect(fresh.locator('.eacf7-multistep[data-step="3"]')).toBeVisible();
  await fresh.getByLabel(/Why this voyage/).fill('I have crossed the Channel twice and can take a watch.');
  await fresh.getByRole('button', { name: 'Send' }).click();
  await expect(fresh.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 10_000 });

  const stored = findSubmission(150, (fields) => fields['crew-email'] === 'tilly@example.test');
  expect(stored?.fields['crew-name']).toBe('Tilly Smith');
  expect(stored?.fields['crew-role']).toBe('Navigator');
  expect(stored?.uploads.map((upload) => [upload.field, upload.display_name])).toEqual([['crew-certificate', 'survival.pdf']]);
  await other.close();
});
