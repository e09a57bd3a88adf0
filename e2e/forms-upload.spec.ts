import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';
import { binary, MB, pdf, png, type TestFile } from './fixtures/forms/files';
import { dropFiles, pickFiles, recordProgress, throttleUploads } from './fixtures/forms/page-helpers';

/**
 * File and image uploads and the submission lifecycle on the demo page
 * (form 101, site/cms/forms/101.json: CV 2 files of ≤ 2 MB pdf|doc|docx|txt,
 * required; photos 3 images of ≤ 1 MB; the site's post limit is 8 MB).
 */
const DEMO = '/demo/forms/upload.html';
const CV = '.wpcf7-form-control-wrap[data-name="cv"] .eacf7-uploader';
const PHOTOS = '.wpcf7-form-control-wrap[data-name="photos"] .eacf7-uploader';

async function openDemo(page: Page): Promise<void> {
  await page.goto(DEMO);
  await mounted(page.locator(CV), 'forms/upload');
  await mounted(page.locator(PHOTOS), 'forms/upload');
  await mounted(page.locator('.wpcf7'), 'forms/form');
}

const rows = (page: Page, uploader: string) => page.locator(`${uploader} .file-list-item`);
const notices = (page: Page, uploader: string) => page.locator(`${uploader} .eacf7-uploader-notices`);
const submit = (page: Page) => page.locator('.wpcf7-submit');

/** Counts the ajax requests this page sends from now on (uploads are the only ones an uploader sends). */
function countAjax(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax.php')) sent += 1;
  });
  return () => sent;
}

/**
 * Uploads one accepted file and waits until it is stored. A refused file that was sent anyway
 * would have been sent before it, so after this the count of requests says whether one was.
 */
async function uploadAfterRefusals(page: Page, uploader: string, file: TestFile): Promise<void> {
  await pickFiles(page, uploader, [file]);
  await expect(rows(page, uploader).first().locator('.file-info-status')).toHaveText('Completed');
}

test('an upload shows real progress, keeps submit disabled meanwhile, and ends Completed with its record in the form value', async ({ page, consoleErrors }) => {
  await openDemo(page);
  const progress = await recordProgress(page);
  const unthrottle = await throttleUploads(page, 400 * 1024);
  await pickFiles(page, CV, [pdf('cv-progress.pdf', 1.5 * MB)]);

  const row = rows(page, CV).first();
  const bar = row.getByRole('progressbar', { name: 'Upload of cv-progress.pdf' });
  await expect(bar).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
  await unthrottle();

  await expect(row.locator('.file-info-status')).toHaveText('Completed', { timeout: 15_000 });
  await expect(row.getByRole('progressbar')).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();
  const seen = await progress();
  expect(seen.some((value) => value > 0 && value < 100), `intermediate progress in ${JSON.stringify(seen)}`).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));

  const value = JSON.parse(await page.locator('input[name="cv"]').inputValue()) as Array<Record<string, unknown>>;
  expect(value).toHaveLength(1);
  expect(value[0]).toMatchObject({ name: 'cv-progress.pdf', size: 1.5 * MB, type: 'application/pdf' });
  expect(consoleErrors).toEqual([]);
});

test.describe('refused files show the exact §5 messages and upload nothing', () => {
  test('oversize file: the limit is the smaller of max_size and the post limit', async ({ page }) => {
    await openDemo(page);
    const ajax = countAjax(page);
    await pickFiles(page, CV, [pdf('huge.pdf', 3 * MB)]);
    await expect(notices(page, CV)).toHaveText('huge.pdf: File size exceeds the maximum upload size. (2 MB)');
    await expect(rows(page, CV)).toHaveCount(0);
    await pickFiles(page, PHOTOS, [png('huge.png', 1.5 * MB)]);
    await expect(notices(page, PHOTOS)).toHaveText('huge.png: Image size exceeds the maximum upload size. (1 MB)');
    await uploadAfterRefusals(page, CV, pdf('accepted.pdf'));
    expect(ajax()).toBe(1);
  });

  test('wrong type, for files and images', async ({ page }) => {
    await openDemo(page);
    const ajax = countAjax(page);
    await pickFiles(page, CV, [binary('setup.exe', 1000)]);
    await expect(notices(page, CV)).toHaveText('setup.exe: This file type is not allowed');
    await pickFiles(page, PHOTOS, [binary('scan.bmp', 1000, 'image/bmp')]);
    await expect(notices(page, PHOTOS)).toHaveText('scan.bmp: This image type is not allowed');
    await expect(rows(page, PHOTOS)).toHaveCount(0);
    await uploadAfterRefusals(page, PHOTOS, png('accepted.png'));
    expect(ajax()).toBe(1);
  });

  test('too many files, with the count in the text', async ({ page }) => {
    await openDemo(page);
    const ajax = countAjax(page);
    await pickFiles(page, CV, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await expect(notices(page, CV)).toHaveText("You can't upload more than 2 files");
    await pickFiles(page, PHOTOS, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await expect(notices(page, PHOTOS)).toHaveText("You can't upload more than 3 images");
    await expect(rows(page, CV)).toHaveCount(0);
    await uploadAfterRefusals(page, CV, pdf('accepted.pdf'));
    expect(ajax()).toBe(1);
  });
});

test('the drop area hides at max_files and comes back on removal; drag and drop and the keyboard pick files', async ({ page }) => {
  await openDemo(page);
  await dropFiles(page, CV, [pdf('dropped.pdf')]);
  await expect(rows(page, CV).first().locator('.file-info-status')).toHaveText('Completed');

  // Keyboard: focus the browse button and press Enter.
  const chooser = page.waitForEvent('filechooser');
  await page.locator(`${CV} .eacf7-uploader-browse`).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([{ name: 'second.txt', mimeType: 'text/plain', buffer: Buffer.from('Plain text cover letter') }]);
  await expect(rows(page, CV)).toHaveCount(2);
  await expect(rows(page, CV).nth(1).locator('.file-info-status')).toHaveText('Completed');
  await expect(page.locator(`${CV} .eacf7-uploader-body`)).toBeHidden();

  await page.getByRole('button', { name: 'Remove dropped.pdf' }).click();
  await expect(rows(page, CV)).toHaveCount(1);
  await expect(page.locator(`${CV} .eacf7-uploader-body`)).toBeVisible();
  await expect(page.locator(`${CV} .eacf7-uploader-browse`)).toBeFocused();
  const value = JSON.parse(await page.locator('input[name="cv"]').inputValue()) as Array<{ name: string }>;
  expect(value.map((record) => record.name)).toEqual(['second.txt']);
});

test('cancel stops an upload in flight; a failed upload shows a retryable error and Retry completes it', async ({ page }) => {
  await openDemo(page);
  const unthrottle = await throttleUploads(page, 100 * 1024);
  await pickFiles(page, CV, [pdf('slow.pdf', 1 * MB)]);
  await expect(rows(page, CV).first().getByRole('progressbar')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel slow.pdf' }).click();
  await expect(rows(page, CV)).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();
  await unthrottle();

  // The next upload request fails at the network level once.
  let failed = false;
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (!failed && route.request().postDataBuffer()?.toString('latin1').includes('eacf7_upload_file')) {
      failed = true;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await pickFiles(page, CV, [pdf('flaky.pdf')]);
  const row = rows(page, CV).first();
  await expect(row.getByRole('alert')).toHaveText('The upload failed: the connection to the server failed. Please try again.');
  await expect(submit(page)).toBeEnabled();
  await page.getByRole('button', { name: 'Retry flaky.pdf' }).click();
  await expect(row.locator('.file-info-status')).toHaveText('Completed');
});

test('an expired nonce is renewed during an upload without the visitor noticing', async ({ page }) => {
  await openDemo(page);
  await page.evaluate(() => {
    (window as unknown as { eacf7: { nonce: string } }).eacf7.nonce = 'expired';
  });
  // Bodies carrying a file are not readable from the test: uploads are counted, the refresh is read.
  const ajax: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('admin-ajax.php')) return;
    ajax.push(/name="action"\r\n\r\n([a-z0-9_]+)/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? 'upload');
  });
  // The page client reads the nonce when it is created, on the first call: this one.
  await pickFiles(page, CV, [pdf('nonce.pdf')]);
  await expect(rows(page, CV).first().locator('.file-info-status')).toHaveText('Completed');
  expect(ajax.filter((action) => action !== 'eacf7_upload_file' && action !== 'upload')).toEqual(['cmsmf_refresh_nonce']);
  expect(ajax).toHaveLength(3);
});

test('a full submit: the submission with its files is stored, the uploaders reset and the thank-you screen follows after 3 s', async ({ page, consoleErrors }) => {
  await openDemo(page);
  const marker = `Ada ${Date.now()}`;
  await page.getByLabel('Your name').fill(marker);
  await page.getByLabel('Your email').fill('ada@example.test');
  await pickFiles(page, CV, [pdf('cv-final.pdf', 40_000)]);
  await pickFiles(page, PHOTOS, [png('portrait.png', 5_000)]);
  await expect(rows(page, CV).first().locator('.file-info-status')).toHaveText('Completed');
  await expect(rows(page, PHOTOS).first().locator('.file-info-status')).toHaveText('Completed');

  const mailSent = page.evaluate(
    () =>
      new Promise<{ detail: unknown; at: number }>((resolve) => {
        document.addEventListener('cmsmf:form-mail-sent', (event) => resolve({ detail: (event as CustomEvent).detail, at: performance.now() }), { once: true });
      }),
  );
  await submit(page).click();
  const sent = await mailSent;
  expect(sent.detail).toMatchObject({ formId: 101, unitTag: 'wpcf7-f101-o1' });
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
  await expect(rows(page, CV)).toHaveCount(0);
  await expect(page.locator('input[name="cv"]')).toHaveValue('');
  await expect(page.getByLabel('Your name')).toHaveValue('');

  const screen = page.locator('.eacf7-thank-you-screen');
  await expect(screen).toBeHidden();
  await expect(screen).toBeVisible({ timeout: 6_000 });
  const shownAt = await page.evaluate(() => performance.now());
  expect(shownAt - sent.at).toBeGreaterThanOrEqual(2_900);
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeFocused();

  const stored = findSubmission(101, (fields) => fields['your-name'] === marker);
  expect(stored).toMatchObject({ status: 'mail_sent', fields: { 'your-email': 'ada@example.test' } });
  expect(stored?.uploads.map(({ field, display_name }) => [field, display_name])).toEqual([
    ['cv', 'cv-final.pdf'],
    ['photos', 'portrait.png'],
  ]);
  expect(stored?.uploads[0]?.size).toBe(40_000);
  expect(consoleErrors).toEqual([]);
});

test('server validation errors show under each field, linked and focused; nothing typed or uploaded is lost', async ({ page }) => {
  await openDemo(page);
  await page.getByLabel('Your name').fill('Grace');
  await page.getByLabel('Your email').fill('not-an-email');
  await submit(page).click();

  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'invalid');
  await expect(page.locator('.wpcf7-response-output')).toHaveText('One or more fields have an error. Please check and try again.');
  const email = page.getByLabel('Your email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter an email address.');
  await expect(email).toBeFocused();
  await expect(page.locator('[data-name="cv"] .wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');
  await expect(page.getByLabel('Your name')).toHaveValue('Grace');
});

test('a failed submit request shows a clear, retryable error and keeps every value and upload', async ({ page }) => {
  await openDemo(page);
  await page.getByLabel('Your name').fill('Linus');
  await page.getByLabel('Your email').fill('linus@example.test');
  await pickFiles(page, CV, [pdf('kept.pdf')]);
  await expect(rows(page, CV).first().locator('.file-info-status')).toHaveText('Completed');

  await page.route('**/wp-json/contact-form-7/v1/contact-forms/101/feedback', (route) => route.abort('internetdisconnected'), { times: 1 });
  await submit(page).click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText(
    'The form could not be sent: the connection to the server failed. Your entries are kept; please try again.',
  );
  await expect(page.getByLabel('Your name')).toHaveValue('Linus');
  await expect(rows(page, CV)).toHaveCount(1);

  await submit(page).click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  expect(findSubmission(101, (fields) => fields['your-name'] === 'Linus')?.uploads.map((upload) => upload.display_name)).toEqual(['kept.pdf']);
});
