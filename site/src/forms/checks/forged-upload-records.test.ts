import { PDF_BYTES } from '../../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../../test-support/test-site';

// The feedback endpoint once stored the client's whole upload record.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const contact = { 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': 'I would like to book a tour for six.', website: '' };

async function send(values: Record<string, string>) {
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f1-o1');
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const response = await site.fetch('/wp-json/contact-form-7/v1/contact-forms/1/feedback', { method: 'POST', body: form });
  return (await response.json()) as Record<string, unknown>;
}

test('the stored and mailed upload record is the server row, not the client copy', async () => {
  const uploaded = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.pdf', PDF_BYTES) });
  const record = (uploaded.json as { data: Record<string, unknown> }).data;
  const forged = { ...record, url: 'https://evil.example/x.exe', size: 1, name: '<img src=x onerror=alert(1)>', padding: 'x'.repeat(5000) };
  expect(await send({ ...contact, attachment: JSON.stringify([forged]) })).toMatchObject({ status: 'mail_sent' });
  const stored = JSON.parse(site.query<{ fields_json: string }>('SELECT fields_json FROM submissions ORDER BY id DESC LIMIT 1')[0]!.fields_json);
  expect(stored.attachment).toEqual([{ name: 'plan.pdf', file: record.file, url: `/uploads/${String(record.file)}`, size: PDF_BYTES.length, type: 'application/pdf' }]);
  const mail = site.query<{ body: string }>('SELECT body FROM mail_outbox ORDER BY id DESC LIMIT 1')[0]!.body;
  expect(mail).not.toContain('evil.example');
  expect(mail).not.toContain('onerror');
  expect(mail.length).toBeLessThan(2000);
});

test('an upload value longer than any field value is refused outright', async () => {
  const uploaded = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.pdf', PDF_BYTES) });
  const record = (uploaded.json as { data: Record<string, unknown> }).data;
  const result = await send({ ...contact, attachment: JSON.stringify([{ ...record, padding: 'x'.repeat(5 * 1024 * 1024) }]) });
  expect(result).toMatchObject({ status: 'validation_failed', invalid_fields: [expect.objectContaining({ field: 'attachment' })] });
});
