import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, mounted, test } from './fixtures';
import { pdf } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';
import { siteRows } from './fixtures/theme/database';
import { SITE_DATABASE } from './fixtures/forms/database';

/**
 * A visitor's Remove in the uploader left the file stored
 * and downloadable. Now the file leaves the disk and its URL, and its row is
 * marked removed (site/src/uploads/remove-upload.ts).
 */
const DEMO = '/demo/forms/upload.html';
const CV = '.wpcf7-form-control-wrap[data-name="cv"] .eacf7-uploader';
const storedFile = (name: string) => path.join(path.dirname(SITE_DATABASE), 'uploads', name);

test("Remove deletes the visitor's uploaded file at the server", async ({ page, consoleErrors }) => {
  await page.goto(DEMO);
  await mounted(page.locator(CV), 'forms/upload');
  await pickFiles(page, CV, [pdf('to-remove.pdf')]);
  await expect(page.locator(`${CV} .file-info-status`)).toHaveText('Completed');
  const value = await page.locator('.wpcf7-form-control-wrap[data-name="cv"] input.upload-file-list').inputValue();
  const [record] = JSON.parse(value) as { file: string; url: string }[];
  expect((await page.request.get(record!.url)).status()).toBe(200);
  expect(existsSync(storedFile(record!.file))).toBe(true);

  const removed = page.waitForResponse((response) => response.url().includes('admin-ajax.php') && (response.request().postData() ?? '').includes('cmsmf_remove_upload'));
  await page.getByRole('button', { name: 'Remove to-remove.pdf' }).click();
  expect(await (await removed).json()).toEqual({ success: true, data: { removed: true } });
  await expect(page.locator(`${CV} .file-list-item`)).toHaveCount(0);
  expect((await page.request.get(record!.url)).status()).toBe(404);
  expect(existsSync(storedFile(record!.file))).toBe(false);
  expect(siteRows<{ removed_at: string | null }>('SELECT removed_at FROM uploads WHERE stored_name = ?', record!.file)).toEqual([{ removed_at: expect.any(String) }]);
  expect(consoleErrors).toEqual([]);
});
