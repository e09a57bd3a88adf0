import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { pdf } from './fixtures/forms/files';

/**
 * Defects a visitor saw on the forms demos, each checked where the
 * visitor sees it: the upload box that took drops on its top row only, the
 * thanks shown twice, tips that outlived the correction, and the step answer
 * without the ids of its invalid fields.
 */
const UPLOAD_DEMO = '/demo/forms/upload.html';
const MULTISTEP_DEMO = '/demo/forms/multistep.html';
const CV = '.wpcf7-form-control-wrap[data-name="cv"] .eacf7-uploader';

async function openUploadDemo(page: Page): Promise<void> {
  await page.goto(UPLOAD_DEMO);
  await mounted(page.locator(CV), 'forms/upload');
  await mounted(page.locator('.wpcf7'), 'forms/form');
}

/**
 * Drags a file over `selector` and drops it there, as a drag from the desktop
 * does, and reports whether the page cancelled each event: an uncancelled
 * `dragover` or `drop` lets the browser open the file in place of the page.
 */
async function dragAndDrop(page: Page, selector: string, file: { name: string; type: string; data: number[] }) {
  return page.evaluate(
    ({ selector, file }) => {
      const target = document.querySelector(selector) as HTMLElement;
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(file.data)], file.name, { type: file.type }));
      const fire = (type: string) => !target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      return { dragenter: fire('dragenter'), dragover: fire('dragover'), drop: fire('drop') };
    },
    { selector, file },
  );
}

test('the whole dashed upload box takes a dropped file, not only its top row', async ({ page, consoleErrors }) => {
  await openUploadDemo(page);
  const box = await page.locator(CV).boundingBox();
  const body = await page.locator(`${CV} .eacf7-uploader-body`).boundingBox();
  const hint = await page.locator(`${CV} .uploader-hint`).boundingBox();
  // The hint row is inside the dashed box and below the body row: the part that used to let the browser open the file.
  expect(box && body && hint && hint.y >= body.y + body.height && hint.y + hint.height <= box.y + box.height).toBe(true);

  const file = pdf('dropped-on-hint.pdf');
  const cancelled = await dragAndDrop(page, `${CV} .uploader-hint`, { name: file.name, type: file.mimeType, data: [...file.buffer] });
  expect(cancelled).toEqual({ dragenter: true, dragover: true, drop: true });
  const row = page.locator(`${CV} .file-list-item`).first();
  await expect(row.locator('.file-info-status')).toHaveText('Completed');
  expect(new URL(page.url()).pathname).toBe(UPLOAD_DEMO);

  // Over the list of uploaded files too (the box grows with it).
  const second = pdf('dropped-on-list.pdf');
  const again = await dragAndDrop(page, `${CV} .file-list`, { name: second.name, type: second.mimeType, data: [...second.buffer] });
  expect(again).toEqual({ dragenter: true, dragover: true, drop: true });
  await expect(page.locator(`${CV} .file-list-item`)).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});

test('after a send the thanks shows once: CF7’s message until the thank-you screen takes its place', async ({ page }) => {
  await openUploadDemo(page);
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('ada@example.test');
  const file = pdf('cv.pdf');
  await dragAndDrop(page, `${CV} .eacf7-uploader-body`, { name: file.name, type: file.mimeType, data: [...file.buffer] });
  await expect(page.locator(`${CV} .file-info-status`).first()).toHaveText('Completed');
  await page.locator('.wpcf7-submit').click();

  const output = page.locator('.wpcf7-response-output');
  const screen = page.locator('.eacf7-thank-you-screen');
  await expect(output).toHaveText('Thank you for your message. It has been sent.');
  await expect(screen).toBeHidden();
  await expect(screen).toBeVisible({ timeout: 6_000 });
  await expect(output).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeFocused();
});

test('a corrected field loses its error tip and aria-invalid at once, before the next Send', async ({ page }) => {
  await openUploadDemo(page);
  await page.getByLabel('Your name').fill('Grace');
  await page.getByLabel('Your email').fill('not-an-email');
  await page.locator('.wpcf7-submit').click();
  const email = page.getByLabel('Your email');
  const tip = page.locator('.wpcf7-form-control-wrap[data-name="your-email"] .wpcf7-not-valid-tip');
  await expect(tip).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('grace@');
  await expect(tip).toBeVisible();
  await email.fill('grace@example.test');
  await expect(tip).toHaveCount(0);
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(email).not.toHaveAttribute('aria-describedby', /.+/);
  // The required CV was not corrected: its tip stays.
  await expect(page.locator('.wpcf7-form-control-wrap[data-name="cv"] .wpcf7-not-valid-tip')).toBeVisible();
});

test('the multistep answer maps each invalid field to an id and a reason, and the reason shows under the field', async ({ page }) => {
  await page.goto(MULTISTEP_DEMO);
  await mounted(page.locator('.eacf7-multisetp-form'), 'forms/multistep');
  await page.getByRole('button', { name: 'Start' }).click();
  const answer = page.waitForResponse((response) => (response.request().postData() ?? '').includes('eacf7_multistep_fields_validation'));
  await page.locator('.eacf7-multistep[data-step="1"]').getByRole('button', { name: 'Next' }).click();
  const json = (await (await answer).json()) as { success: boolean; data: { is_valid: boolean; invalid_fields: Record<string, unknown> } };
  expect(json.success).toBe(true);
  expect(json.data.is_valid).toBe(false);
  const entries = Object.entries(json.data.invalid_fields);
  expect(entries.length).toBeGreaterThan(0);
  for (const [, item] of entries) expect(Object.keys(item as object).sort()).toEqual(['id', 'reason']);
  const [name, first] = entries[0] as [string, { reason: string }];
  await expect(page.locator(`.wpcf7-form-control-wrap[data-name="${name}"] .wpcf7-not-valid-tip`)).toHaveText(first.reason);
});
