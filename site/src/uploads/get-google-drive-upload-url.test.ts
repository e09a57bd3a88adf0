import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
let cmsDir: string;
beforeAll(async () => {
  cmsDir = mkdtempSync(path.join(tmpdir(), 'cms-'));
  mkdirSync(path.join(cmsDir, 'forms'));
  const field = { name: 'drive', type: 'google_drive_upload', uploader: { max_size: 1024, max_files: 2, extensions: ['pdf', 'txt'], folder_id: 'shared-folder' } };
  writeFileSync(path.join(cmsDir, 'forms/8.json'), JSON.stringify({ id: 8, title: 'Drive', fields: [field] }));
  site = await startTestSite({ cmsDir });
});
afterAll(async () => {
  await site.close();
  rmSync(cmsDir, { recursive: true, force: true });
});

const ask = (fields: Record<string, string>) =>
  site.action('eacf7_get_google_drive_upload_url', { name: 'notes.txt', size: '5', type: 'text/plain', folder_id: 'shared-folder', account_id: 'acct', form_id: '8', field_id: 'drive', ...fields });

test('opens a resumable session at the drive stand-in; the browser can upload to it', async () => {
  const result = await ask({});
  const url = (result.json as { success: boolean; data: string }).data;
  expect(url).toMatch(new RegExp(`^${site.url}/standins/drive/upload/`));
  const put = await fetch(url, { method: 'PUT', body: 'hello', headers: { 'Content-Range': 'bytes 0-4/5' } });
  expect(put.status).toBe(200);
  expect(await put.json()).toMatchObject({ name: 'notes.txt', size: '5' });
});

test.each([
  ['a file over the field limit', { size: '2048' }, 'File size exceeds the maximum upload size. (1 KB)'],
  ['an extension the field does not allow', { name: 'run.exe' }, 'This file type is not allowed'],
  ['a double extension', { name: 'shell.php.txt' }, 'This file type is not allowed'],
  ['a bidi character', { name: 'a\u202etxt.pdf' }, 'The file name contains characters that are not allowed.'],
  ['another folder than the field config', { folder_id: 'someone-elses' }, 'This upload folder is not allowed for this field.'],
  ['a field that is no drive upload', { field_id: 'nope' }, 'field_id: names no google_drive_upload field of form 8'],
])('refuses %s without opening a session', async (_case, fields, message) => {
  const result = await ask(fields);
  expect(result.json).toEqual({ success: false, data: message });
});

describe('the limit is min(max_size, max_post_size), as the uploader shows it', () => {
  // The demo's drive field (site/cms/forms/102.json) allows 20 MB, more than the site's request limit.
  const MAX_POST_SIZE = 3 * 1024 * 1024;
  let demo: TestSite;
  beforeAll(async () => {
    demo = await startTestSite({ maxPostSize: MAX_POST_SIZE });
  });
  afterAll(() => demo.close());
  const askDemo = (size: number) =>
    demo.action('eacf7_get_google_drive_upload_url', { name: 'survey.bin', size: String(size), type: '', folder_id: 'demo-folder', account_id: '', form_id: '102', field_id: 'drive-files' });

  test('the demo page states the limit the action enforces, byte for byte at the boundary', async () => {
    const html = await (await demo.fetch('/demo/forms/cloud-upload.html')).text();
    expect(html).not.toMatch(/20 MB/);
    expect(html).toContain('<span class="max-size-label">Max 3 MB each.</span>');
    expect(html).toMatch(/class="[^"]*wpcf7-google_drive_upload[^"]*"[^>]* data-max_size="3 MB" data-max_post_size="3 MB"/);
    expect((await askDemo(MAX_POST_SIZE)).json).toMatchObject({ success: true, data: expect.stringContaining('/standins/drive/upload/') });
    expect((await askDemo(MAX_POST_SIZE + 1)).json).toEqual({ success: false, data: 'File size exceeds the maximum upload size. (3 MB)' });
  });

  test('the drive takes no more than the size its session was opened for', async () => {
    const url = ((await askDemo(4)).json as { data: string }).data;
    const put = await fetch(url, { method: 'PUT', body: 'hello', headers: { 'Content-Range': 'bytes 0-4/5' } });
    expect(put.status).toBeGreaterThanOrEqual(400);
  });
});
