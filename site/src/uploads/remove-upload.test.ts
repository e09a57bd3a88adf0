import { request } from 'node:http';
import { PDF_BYTES, pngDataUrl } from '../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../test-support/test-site';
import { REMOVE_UPLOAD_REFUSED } from './remove-upload';

// A visitor's Remove in the uploader once left the file stored and downloadable.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ uploadQuota: { perVisitorBytes: 2 * PDF_BYTES.length } });
});
afterAll(() => site.close());

type Record_ = { file: string; url: string };
const upload = async (): Promise<Record_> => {
  const result = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.pdf', PDF_BYTES) });
  expect(result.json).toMatchObject({ success: true });
  return (result.json as { data: Record_ }).data;
};
const remove = (name: string) => site.action('cmsmf_remove_upload', { file: name });
const removedAt = (name: string) => site.query<{ removed_at: string | null }>('SELECT removed_at FROM uploads WHERE stored_name = ?', name)[0]?.removed_at;

/** The same action from another loopback address: another visitor, as the site keys visitors by address. */
async function removeAsAnotherVisitor(name: string): Promise<unknown> {
  const form = new FormData();
  form.append('action', 'cmsmf_remove_upload');
  form.append('nonce', await site.nonce('eacf7'));
  form.append('file', name);
  const body = new Response(form);
  const bytes = Buffer.from(await body.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', localAddress: '127.0.0.2', headers: { 'Content-Type': body.headers.get('content-type')!, 'Content-Length': bytes.length } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end(bytes);
  });
}

test("a visitor's Remove deletes their unsent upload from disk and its URL, marks its row, and frees their quota", async () => {
  const first = await upload();
  const second = await upload();
  expect((await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.pdf', PDF_BYTES) })).status).toBe(413);

  expect((await remove(first.file)).json).toEqual({ success: true, data: { removed: true } });
  expect(site.storedFiles()).toEqual([second.file]);
  expect((await site.fetch(first.url)).status).toBe(404);
  expect(removedAt(first.file)).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  expect(removedAt(second.file)).toBeNull();
  // Its share of the quota is free again.
  const third = await upload();

  // Twice is refused, and a removed file cannot be sent with the form.
  expect((await remove(first.file)).json).toEqual({ success: false, data: REMOVE_UPLOAD_REFUSED });
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f1-o1');
  for (const [name, value] of Object.entries({ 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': 'I would like to book a tour for six.', website: '', attachment: JSON.stringify([first]) })) form.append(name, value);
  expect(await (await site.fetch('/wp-json/contact-form-7/v1/contact-forms/1/feedback', { method: 'POST', body: form })).json()).toMatchObject({ status: 'validation_failed' });
  await remove(third.file);
  await remove(second.file);
});

test('an upload attached to a submission is never removed', async () => {
  const record = await upload();
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f1-o1');
  for (const [name, value] of Object.entries({ 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': 'I would like to book a tour for six.', website: '', attachment: JSON.stringify([record]) })) form.append(name, value);
  expect(await (await site.fetch('/wp-json/contact-form-7/v1/contact-forms/1/feedback', { method: 'POST', body: form })).json()).toMatchObject({ status: 'mail_sent' });

  expect((await remove(record.file)).json).toEqual({ success: false, data: REMOVE_UPLOAD_REFUSED });
  expect(site.storedFiles()).toContain(record.file);
  expect((await site.fetch(record.url)).status).toBe(200);
  expect(removedAt(record.file)).toBeNull();
});

test("another visitor's upload is never removed, and they learn nothing about it", async () => {
  const record = await upload();
  expect(await removeAsAnotherVisitor(record.file)).toEqual({ success: false, data: REMOVE_UPLOAD_REFUSED });
  expect(site.storedFiles()).toContain(record.file);
  expect((await site.fetch(record.url)).status).toBe(200);
  // The same answer as for a name that was never stored.
  expect((await remove('0123456789abcdef0123456789abcdef.pdf')).json).toEqual({ success: false, data: REMOVE_UPLOAD_REFUSED });
  await remove(record.file);
});

test('a signature is not an upload to remove', async () => {
  // Another visitor's own signature: this one's quota is spent by the upload a form sent above (it counts for the day).
  const visitor = { localAddress: '127.0.0.3' };
  const url = ((await site.action('eacf7_get_digital_signature_url', { id: '5', image: pngDataUrl() }, visitor)).json as { data: string }).data;
  const name = url.slice('/uploads/'.length);
  expect((await site.action('cmsmf_remove_upload', { file: name }, visitor)).json).toEqual({ success: false, data: REMOVE_UPLOAD_REFUSED });
  expect((await site.fetch(url)).status).toBe(200);
});

test.each([
  ['no nonce', () => site.action('cmsmf_remove_upload', { file: '0123456789abcdef0123456789abcdef.pdf' }, { nonce: '' }), 403],
  ['a path for a name', () => remove('../site.sqlite'), 200],
])('refuses %s', async (_case, call, status) => {
  const files = site.storedFiles();
  const result = await call();
  expect(result.status).toBe(status);
  expect(site.storedFiles()).toEqual(files);
});
