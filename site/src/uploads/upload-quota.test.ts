import { PDF_BYTES } from '../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../test-support/test-site';
import { quotaBreach } from './upload-quota';

// An anonymous visitor could fill the disk with uploads no submission took, and nothing removed them.
const HOUR = 60 * 60 * 1000;
let clock = Date.parse('2026-03-01T10:00:00.000Z');
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ uploadQuota: { perVisitorBytes: 3 * PDF_BYTES.length, totalBytes: 10 * PDF_BYTES.length, unattachedMs: HOUR } }, { now: () => new Date(clock) });
});
afterAll(() => site.close());

const upload = () => site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.pdf', PDF_BYTES) });
const contact = { 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': 'I would like to book a tour for six.', website: '' };

test('quotaBreach names the first quota a file would break', () => {
  const settings = { perVisitorBytes: 100, totalBytes: 1000, unattachedMs: HOUR };
  expect(quotaBreach(10, { visitor: 90, total: 0 }, settings)).toBeNull();
  expect(quotaBreach(11, { visitor: 90, total: 0 }, settings)).toBe('visitor');
  expect(quotaBreach(10, { visitor: 0, total: 995 }, settings)).toBe('site');
});

test("a visitor's uploads stop at their quota, sent or not, until they are older than the window; expired unsent ones are removed from disk and the URL", async () => {
  const records = [];
  for (let i = 0; i < 3; i++) records.push((await upload()).json as { success: boolean; data: { file: string; url: string } });
  expect(records.every((record) => record.success)).toBe(true);
  const refused = await upload();
  expect(refused.status).toBe(413);
  expect(refused.json).toEqual({ success: false, data: 'You have uploaded as much as this site takes from one visitor for now. Remove files you have not sent, or try again later.' });
  expect(site.storedFiles()).toHaveLength(3);

  // Sending one frees nothing (a flood of sends would store without end).
  const form = new FormData();
  form.append('_wpcf7_unit_tag', 'wpcf7-f1-o1');
  for (const [name, value] of Object.entries({ ...contact, attachment: JSON.stringify([records[0]!.data]) })) form.append(name, value);
  expect(await (await site.fetch('/wp-json/contact-form-7/v1/contact-forms/1/feedback', { method: 'POST', body: form })).json()).toMatchObject({ status: 'mail_sent' });
  expect((await upload()).status).toBe(413);

  // An hour on, the unsent ones are gone from the table, the disk and their URL; the sent one stays and no longer counts.
  clock += HOUR + 1000;
  expect((await site.fetch(records[1]!.data.url)).status).toBe(404);
  expect(site.storedFiles()).toEqual([records[0]!.data.file]);
  expect((await site.fetch(records[0]!.data.url)).status).toBe(200);
  expect((await upload()).json).toMatchObject({ success: true });
});
