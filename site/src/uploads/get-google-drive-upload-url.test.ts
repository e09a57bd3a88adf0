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
