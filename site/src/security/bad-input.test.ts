import { PDF_BYTES } from '../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../test-support/test-site';
import { DANGEROUS_UPLOAD_NAMES } from './upload-name-corpus';

/**
 * The server's bad-input suite: each hostile request gets a clear
 * error, stores nothing, and the server keeps serving others meanwhile.
 */
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const AJAX = '/wp-admin/admin-ajax.php';
const FEEDBACK = '/wp-json/contact-form-7/v1/contact-forms/1/feedback';
const stored = () => ({ uploads: site.count('uploads'), files: site.storedFiles().length, submissions: site.count('submissions'), orders: site.count('orders') });

test.each(DANGEROUS_UPLOAD_NAMES.map((name) => [JSON.stringify(name), name]))('the upload name %s is refused and nothing is stored', async (_label, name) => {
  const before = stored();
  const result = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file(name, PDF_BYTES) });
  expect(result.json).toMatchObject({ success: false });
  expect(stored()).toEqual(before);
});

test('10,000 file parts: 413 with a clear message, nothing stored, other requests keep their pace', async () => {
  const before = stored();
  // Written as bytes at once: encoding 10,000 parts through FormData costs the test's client (which shares
  // the server's thread) seconds that are not the server's.
  const part = (i: number) => `--b0undary\r\nContent-Disposition: form-data; name="file"; filename="${i}.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n`;
  const body = `--b0undary\r\nContent-Disposition: form-data; name="action"\r\n\r\neacf7_upload_file\r\n${Array.from({ length: 10_000 }, (_, i) => part(i)).join('')}--b0undary--\r\n`;
  const headers = { 'Content-Type': 'multipart/form-data; boundary=b0undary' };
  const started = Date.now();
  const [flood, page] = await Promise.all([site.fetch(AJAX, { method: 'POST', body, headers }), (async () => {
    const t = Date.now();
    await (await site.fetch('/demo/contact.html')).text();
    return Date.now() - t;
  })()]);
  expect(flood.status).toBe(413);
  expect(await flood.json()).toEqual({ success: false, data: 'The request has more fields than this site accepts (300).' });
  expect(Date.now() - started).toBeLessThan(5000);
  expect(page).toBeLessThan(2000);
  const rest = await site.fetch(FEEDBACK, { method: 'POST', body: body.replace('name="action"', 'name="_wpcf7_unit_tag"'), headers });
  expect(rest.status).toBe(413);
  expect(await rest.json()).toMatchObject({ code: 'cmsmf_too_many_parts' });
  expect(stored()).toEqual(before);
  // The bounds that matter are the ones above; jest's own 5 s also holds the test's client building megabytes under a full parallel run.
}, 20_000);

test('a 5,000-deep JSON value in a payment approval is a clear refusal, not a 500', async () => {
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const result = await site.action('eacf7_update_payment', { orderId: 'ORDER-DEEP-1', status: 'COMPLETED', transactionId: 'TX-DEEP-1', response: `{"a":${deep}}` });
  expect(result.status).toBe(200);
  expect(result.json).toEqual({ success: false, data: 'response: must be nested at most 32 levels deep' });
});

test('a multi-megabyte deeply nested value in a form field is refused without stalling the server', async () => {
  const before = stored();
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f1-o1');
  form.append('_eacf7_hidden_conditional_fields', `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`);
  form.append('attachment', `[${'{"file":'.repeat(500_000)}1${'}'.repeat(500_000)}]`);
  const started = Date.now();
  const response = await site.fetch(FEEDBACK, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'validation_failed' });
  expect(Date.now() - started).toBeLessThan(3000);
  expect(stored()).toEqual(before);
}, 20_000);

test.each([
  ['JSON to the ajax endpoint', AJAX, { 'Content-Type': 'application/json' }, '{"action":"eacf7_upload_file"}', 400, '0'],
  ['plain text to the ajax endpoint', AJAX, { 'Content-Type': 'text/plain' }, 'action=eacf7_upload_file', 400, '0'],
  ['a broken multipart body', AJAX, { 'Content-Type': 'multipart/form-data; boundary=zzz' }, '--zzz\r\nContent-Disposition: form-data; name="action"\r\n\r\nx', 400, '0'],
  ['an unknown action', AJAX, { 'Content-Type': 'application/x-www-form-urlencoded' }, 'action=../../etc/passwd', 400, '0'],
  ['a missing nonce', AJAX, { 'Content-Type': 'application/x-www-form-urlencoded' }, 'action=eacf7_save_progress', 403, '-1'],
])('%s: a clear error and nothing stored', async (_case, path, headers, body, status, text) => {
  const before = stored();
  const response = await site.fetch(path, { method: 'POST', headers, body });
  expect({ status: response.status, text: await response.text() }).toEqual({ status, text });
  expect(stored()).toEqual(before);
});

test('an oversized body is refused with 413 before it is read', async () => {
  const response = await site.fetch(AJAX, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=x&pad=${'a'.repeat(9 * 1024 * 1024)}` });
  expect(response.status).toBe(413);
  expect((await site.fetch('/demo/contact.html')).status).toBe(200);
});

const servesPages = async () => expect((await site.fetch('/demo/contact.html')).status).toBe(200);

test.each([
  ['JSON', { 'Content-Type': 'application/json' }, '{"your-name":"Ann"}', 415],
  ['plain text', { 'Content-Type': 'text/plain' }, 'your-name=Ann', 415],
  ['a broken multipart body', { 'Content-Type': 'multipart/form-data; boundary=zzz' }, '--zzz\r\nContent-Disposition: form-data; name="your-name"\r\n\r\nAnn', 400],
])('the feedback endpoint refuses %s clearly and stores nothing', async (_case, headers, body, status) => {
  const before = stored();
  const response = await site.fetch(FEEDBACK, { method: 'POST', headers, body });
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(stored()).toEqual(before);
  await servesPages();
});

test('an oversized feedback body is refused with 413, and nothing stored', async () => {
  const before = stored();
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f1-o1');
  form.append('your-message', 'a'.repeat(9 * 1024 * 1024));
  const response = await site.fetch(FEEDBACK, { method: 'POST', body: form });
  expect(response.status).toBe(413);
  expect(stored()).toEqual(before);
  await servesPages();
});

test('10,000 form-encoded fields: 413 with a clear message, nothing stored', async () => {
  const before = stored();
  const body = `action=eacf7_save_progress&${Array.from({ length: 10_000 }, (_, i) => `f${i}=x`).join('&')}`;
  const response = await site.fetch(AJAX, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({ success: false, data: 'The request has more fields than this site accepts (300).' });
  expect(stored()).toEqual(before);
  await servesPages();
});

test('malformed JSON in a payment order is a clear refusal and stores nothing', async () => {
  const before = stored();
  for (const fields of ['{"buyer-name":', '[]', 'null', '"text"', `{${'"a":1,'.repeat(5000)}"b":1}`]) {
    const result = await site.action('eacf7_save_payment', { orderId: `ORDER-BAD-${fields.length}`, formId: '2', total: '149.50', currency: 'USD', fields, orderToken: 'd4'.repeat(32) });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ success: false, data: expect.any(String) });
  }
  expect(stored()).toEqual(before);
});

describe('swapped ids', () => {
  // Replayed approvals and a transaction moved to another order: payments/payments.test.ts ("a retried approval…").
  test('an upload made for one form is not taken by another form', async () => {
    const upload = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.pdf', PDF_BYTES) });
    const record = (upload.json as { data: unknown }).data;
    const before = { submissions: site.count('submissions'), links: site.count('submission_uploads') };
    const form = new FormData();
    form.append('_wpcf7_unit_tag', 'wpcf7-f101-o1');
    form.append('your-name', 'Ann');
    form.append('your-email', 'ann@example.com');
    form.append('cv', JSON.stringify([record]));
    const response = await site.fetch('/wp-json/contact-form-7/v1/contact-forms/101/feedback', { method: 'POST', body: form });
    expect(await response.json()).toMatchObject({ status: 'validation_failed', invalid_fields: expect.arrayContaining([expect.objectContaining({ field: 'cv' })]) });
    expect({ submissions: site.count('submissions'), links: site.count('submission_uploads') }).toEqual(before);
  });

  test("a feedback post naming one form in its URL and another in its unit tag stores nothing", async () => {
    const before = stored();
    const form = new FormData();
    form.append('_wpcf7_unit_tag', 'wpcf7-f101-o1');
    for (const [name, value] of Object.entries({ 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': 'I would like to book a tour for six.', website: '' })) form.append(name, value);
    const response = await site.fetch(FEEDBACK, { method: 'POST', body: form });
    expect((await response.json()) as { status?: string }).not.toMatchObject({ status: 'mail_sent' });
    expect(stored()).toEqual(before);
  });
});
