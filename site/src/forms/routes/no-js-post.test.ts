import { PDF_BYTES, PHP_BYTES } from '../../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../../test-support/test-site';

// A CF7 form posted without our scripts answered 400 and lost what the visitor typed.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const PAGE = '/demo/contact.html';
const hidden = { _wpcf7: '1', _wpcf7_version: '6.2', _wpcf7_locale: 'en_US', _wpcf7_unit_tag: 'wpcf7-f1-o1', _wpcf7_container_post: '0', _wpcf7_posted_data_hash: '' };
const contact = { 'your-name': 'Ann <b>Lee</b>', 'your-email': 'ann@example.com', 'your-message': 'I would like to book a tour for six.', 'your-topic': 'Group bookings', website: '', attachment: '' };

async function post(values: Record<string, string>, files: readonly File[] = [], path = PAGE) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...hidden, ...values })) form.append(name, value);
  // An empty file input still posts a part, as browsers send it.
  if (files.length === 0) form.append('_eacf7_upload_attachment[]', new File([], ''));
  for (const part of files) form.append('_eacf7_upload_attachment[]', part);
  const response = await site.fetch(path, { method: 'POST', body: form });
  return { status: response.status, html: await response.text() };
}

/** The markup of form 1 in a page. */
const formOf = (html: string) => html.slice(html.indexOf('<div class="wpcf7 no-js" id="wpcf7-f1-o1"'), html.indexOf('</form>', html.indexOf('id="wpcf7-f1-o1"')));

test('a valid post is stored and mailed once, and the page shows the sent response with empty fields', async () => {
  const before = { submissions: site.count('submissions'), mail: site.count('mail_outbox') };
  const result = await post(contact);
  expect(result.status).toBe(200);
  const form = formOf(result.html);
  expect(form).toContain('class="wpcf7-form sent" aria-label="Contact us" novalidate="novalidate" data-status="sent"');
  expect(form).toContain('<div class="wpcf7-response-output" aria-hidden="true">Thank you for your message. It has been sent.</div>');
  expect(form).not.toContain('ann@example.com');
  expect(site.count('submissions')).toBe(before.submissions + 1);
  expect(site.count('mail_outbox')).toBe(before.mail + 1);
  // A reload posts the same again: answered as sent, nothing stored twice.
  expect(formOf((await post(contact)).html)).toContain('data-status="sent"');
  expect(site.count('submissions')).toBe(before.submissions + 1);
  expect(site.count('mail_outbox')).toBe(before.mail + 1);
});

test('an invalid post keeps the values (escaped), marks the fields and stores nothing', async () => {
  const before = site.count('submissions');
  const result = await post({ ...contact, 'your-email': 'not-an-email', 'your-message': '' });
  const form = formOf(result.html);
  expect(form).toContain('data-status="invalid"');
  expect(form).toContain('One or more fields have an error. Please check and try again.</div>');
  expect(form).toContain('value="Ann &lt;b&gt;Lee&lt;/b&gt;"');
  expect(form).toContain('value="not-an-email"');
  expect(form).toMatch(/<input[^>]*name="your-email"[^>]*aria-invalid="true" aria-describedby="wpcf7-f1-o1-ve-your-email"[^>]*><span class="wpcf7-not-valid-tip" aria-hidden="true">Please enter an email address.<\/span>/);
  expect(form).toContain('<option value="Group bookings" selected>');
  expect(result.html).toContain('<li id="wpcf7-f1-o1-ve-your-message">Please fill out this field.</li>');
  expect(site.count('submissions')).toBe(before);
});

test('files sent as plain file parts are checked like the uploader, stored and linked; a refused one stores nothing', async () => {
  const filesBefore = site.storedFiles().length;
  const refused = formOf((await post(contact, [file('shell.php.pdf', PHP_BYTES)])).html);
  expect(refused).toMatch(/data-name="attachment">[\s\S]*<span class="wpcf7-not-valid-tip" aria-hidden="true">This file type is not allowed<\/span>/);
  expect(site.storedFiles()).toHaveLength(filesBefore);

  // A failed send keeps the stored file in the form, so the corrected resend carries it without the file again.
  const invalid = formOf((await post({ ...contact, 'your-message': 'short' }, [file('plan.pdf', PDF_BYTES)])).html);
  expect(invalid).toContain('data-status="invalid"');
  expect(invalid).toContain('<span class="eacf7-uploader-kept">plan.pdf</span>');
  const kept = /name="attachment" class="[^"]*upload-file-list[^"]*" value="([^"]*)"/.exec(invalid)![1]!.replace(/&quot;/g, '"');
  const sent = formOf((await post({ ...contact, 'your-message': 'Now a long enough message.', attachment: kept })).html);
  expect(sent).toContain('data-status="sent"');
  const [link] = site.query<{ display_name: string; size: number }>('SELECT u.display_name, u.size FROM submission_uploads su JOIN uploads u ON u.id = su.upload_id ORDER BY su.submission_id DESC LIMIT 1');
  expect(link).toEqual({ display_name: 'plan.pdf', size: PDF_BYTES.length });
});

test('a post naming a form the page does not hold is refused as before', async () => {
  const result = await post({ ...contact, _wpcf7: '2', _wpcf7_unit_tag: 'wpcf7-f2-o1' });
  expect(result).toEqual({ status: 400, html: 'This page has no such contact form.' });
});
