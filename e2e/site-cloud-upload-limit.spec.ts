import { expect, mounted, test } from './fixtures';
import { pickFiles } from './fixtures/forms/page-helpers';

/**
 * The cloud-drive demo (form 102: `max_size` 20 MB) on a site whose request
 * limit (`max_post_size`, MAX_POST_SIZE) is 8 MB: the page states one figure,
 * the browser refuses the first byte over it, and the server enforces it.
 */
const DEMO = '/demo/forms/cloud-upload.html';
const DRIVE = '.eacf7-uploader.google-drive-upload';
const MIB = 1024 * 1024;

test('the page, the browser and the server agree on the drive upload limit, byte for byte', async ({ page }) => {
  await page.goto(DEMO);
  await mounted(page.locator(DRIVE), 'forms/cloud-upload');
  await expect(page.locator('main')).not.toContainText('20 MB');
  const hint = (await page.locator(`${DRIVE} .max-size-label`).textContent()) ?? '';
  const figure = /Max (\d+) MB each\./.exec(hint)?.[1];
  expect(figure).toBe('8');
  const limit = Number(figure) * MIB;
  const message = `File size exceeds the maximum upload size. (${figure} MB)`;

  // The browser: one byte over is refused before anything is sent.
  let asked = 0;
  page.on('request', (request) => {
    if (request.postData()?.includes('eacf7_get_google_drive_upload_url')) asked += 1;
  });
  await pickFiles(page, DRIVE, [{ name: 'over.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(limit + 1, 7) }]);
  await expect(page.locator(`${DRIVE} .eacf7-uploader-notices`)).toHaveText(`over.bin: ${message}`);
  expect(asked).toBe(0);

  // The server: the same boundary for the upload-URL action the browser would call.
  const ask = (size: number) =>
    page.evaluate(async (fileSize) => {
      const body = new FormData();
      const fields = { action: 'eacf7_get_google_drive_upload_url', nonce: (window as unknown as { eacf7: { nonce: string } }).eacf7.nonce, name: 'survey.bin', size: String(fileSize), type: '', folder_id: 'demo-folder', account_id: '', form_id: '102', field_id: 'drive-files' };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return (await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body })).json() as Promise<{ success: boolean; data: string }>;
    }, size);
  expect(await ask(limit + 1)).toEqual({ success: false, data: message });
  expect(await ask(limit)).toMatchObject({ success: true, data: expect.stringContaining('/standins/drive/upload/') });
});
