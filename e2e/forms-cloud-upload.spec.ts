import { expect, mounted, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';
import { binary, MB } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';

/**
 * The cloud-drive uploader (form 102, site/cms/forms/102.json) against the
 * site's resumable-upload stand-in (site/src/standins/drive): 1 MiB chunks,
 * `308` + `Range` until complete, then the file record.
 */
const DEMO = '/demo/forms/cloud-upload.html';
const DRIVE = '.eacf7-uploader.google-drive-upload';

interface Put {
  readonly range: string;
}

test('an interrupted cloud-drive upload resumes where the drive stopped, and the record goes into the form', async ({ page, consoleErrors }) => {
  await page.goto(DEMO);
  await mounted(page.locator(DRIVE), 'forms/cloud-upload');
  const file = binary('survey-data.bin', 2.5 * MB);
  const puts: Put[] = [];
  let cut = false;
  await page.route('**/drive/upload/**', async (route) => {
    const range = route.request().headers()['content-range'] ?? '';
    puts.push({ range });
    // The second chunk never arrives: the connection drops.
    if (!cut && /^bytes [1-9]\d*-/.test(range)) {
      cut = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await pickFiles(page, DRIVE, [file]);
  const row = page.locator(`${DRIVE} .file-list-item`);
  await expect(row.locator('.file-info-status')).toHaveText('Completed', { timeout: 20_000 });

  const total = file.buffer.length;
  expect(puts.map((put) => put.range)).toEqual([
    `bytes 0-1048575/${total}`,
    `bytes 1048576-2097151/${total}`, // cut
    `bytes */${total}`, // how much arrived?
    `bytes 1048576-2097151/${total}`, // resumed, not restarted
    `bytes 2097152-${total - 1}/${total}`,
  ]);
  const [record] = JSON.parse(await page.locator('input[name="drive-files"]').inputValue()) as Array<Record<string, unknown>>;
  expect(record).toEqual({ id: expect.any(String), name: 'survey-data.bin', size: total, iconLink: expect.stringMatching(/^http/), webViewLink: expect.stringMatching(/^http/) });
  const stored = await page.request.get(record!.webViewLink as string);
  expect((await stored.body()).equals(file.buffer)).toBe(true);
  expect(consoleErrors.filter((error) => !error.includes('ERR_CONNECTION_RESET'))).toEqual([]);
});

test('files go to the drive one at a time: upload URL, upload, then the next file; the submission keeps the records', async ({ page }) => {
  await page.goto(DEMO);
  await mounted(page.locator(DRIVE), 'forms/cloud-upload');
  const timeline: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax.php') && request.postData()?.includes('eacf7_get_google_drive_upload_url')) {
      timeline.push(`url:${/name="name"\r\n\r\n([^\r]+)/.exec(request.postData() ?? '')?.[1]}`);
    } else if (request.url().includes('/drive/upload/')) {
      timeline.push('put');
    }
  });
  await pickFiles(page, DRIVE, [binary('one.bin', 1.2 * MB), binary('two.bin', 300_000)]);
  const rows = page.locator(`${DRIVE} .file-list-item .file-info-status`);
  await expect(rows).toHaveText(['Completed', 'Completed'], { timeout: 20_000 });
  expect(timeline).toEqual(['url:one.bin', 'put', 'put', 'url:two.bin', 'put']);

  const marker = `Drive ${Date.now()}`;
  await page.getByLabel('Your name').fill(marker);
  await page.locator('.wpcf7-submit').click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  const stored = findSubmission(102, (fields) => fields['your-name'] === marker);
  expect((stored?.fields['drive-files'] as Array<{ name: string }>).map((file) => file.name)).toEqual(['one.bin', 'two.bin']);
});
