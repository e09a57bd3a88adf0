import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDF_BYTES } from '../../test-support/file-fixtures';
import { file, startTestSite, type TestSite } from '../../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const FEEDBACK = (id: number | string) => `/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`;

async function send(id: number | string, values: Record<string, string | string[]>, unitTag = `wpcf7-f${id}-o1`) {
  const form = new FormData();
  form.append('_wpcf7', String(id));
  form.append('_wpcf7_unit_tag', unitTag);
  form.append('_wpcf7_version', '6.2');
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, item);
    else form.append(name, value);
  }
  const response = await site.fetch(FEEDBACK(id), { method: 'POST', body: form });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const contact = { 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': 'I would like to book a tour for six.', website: '' };

test('mail_sent: the submission is stored and the mail queued', async () => {
  const before = { submissions: site.count('submissions'), mail: site.count('mail_outbox') };
  const result = await send(1, contact);
  expect(result).toEqual({
    status: 200,
    json: { contact_form_id: 1, status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: expect.stringMatching(/^[0-9a-f]{32}$/), into: '#wpcf7-f1-o1', invalid_fields: [] },
  });
  expect(site.count('submissions')).toBe(before.submissions + 1);
  expect(site.count('mail_outbox')).toBe(before.mail + 1);
});

test('validation_failed: invalid_fields items carry field, message, idref and error_id; nothing is stored', async () => {
  const before = site.count('submissions');
  const result = await send(1, { ...contact, 'your-email': 'not-an-email', 'your-message': '', 'your-topic': 'Piracy' }, 'wpcf7-f1-p7-o2');
  expect(result.json).toMatchObject({ status: 'validation_failed', message: 'One or more fields have an error. Please check and try again.', into: '#wpcf7-f1-p7-o2' });
  expect(result.json.invalid_fields).toEqual([
    { field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: 'wpcf7-f1-p7-o2-ve-your-email' },
    { field: 'your-topic', message: 'Undefined value was submitted through this field.', idref: null, error_id: 'wpcf7-f1-p7-o2-ve-your-topic' },
    { field: 'your-message', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f1-p7-o2-ve-your-message' },
  ]);
  expect(site.count('submissions')).toBe(before);
});

test('spam: a filled honeypot is kept as spam, with no mail', async () => {
  const mail = site.count('mail_outbox');
  const result = await send(1, { ...contact, website: 'http://spam.example' });
  expect(result.json).toMatchObject({ status: 'spam' });
  expect(site.query<{ status: string }>('SELECT status FROM submissions ORDER BY id DESC LIMIT 1')[0]?.status).toBe('spam');
  expect(site.count('mail_outbox')).toBe(mail);
});

test('mail_failed: a form without a mail recipient answers it, and the submission is still kept', async () => {
  const cmsDir = mkdtempSync(path.join(tmpdir(), 'cms-'));
  mkdirSync(path.join(cmsDir, 'forms'));
  writeFileSync(path.join(cmsDir, 'forms/7.json'), JSON.stringify({ id: 7, title: 'No mail', fields: [{ name: 'note', type: 'text', rules: { required: true } }] }));
  const other = await startTestSite({ cmsDir });
  try {
    const form = new FormData();
    form.append('_wpcf7_unit_tag', 'wpcf7-f7-o1');
    form.append('note', 'hello');
    const response = await other.fetch(FEEDBACK(7), { method: 'POST', body: form });
    expect(await response.json()).toMatchObject({ status: 'mail_failed', message: 'There was an error trying to send your message. Please try again later.' });
    expect(other.query<{ status: string }>('SELECT status FROM submissions')).toEqual([{ status: 'mail_failed' }]);
    expect(other.count('mail_outbox')).toBe(0);
  } finally {
    await other.close();
    rmSync(cmsDir, { recursive: true, force: true });
  }
});

test('uploads are resolved against the uploads table, linked to the submission, and cannot be sent twice', async () => {
  const uploaded = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.pdf', PDF_BYTES) });
  const record = (uploaded.json as { data: Record<string, unknown> }).data;
  const value = JSON.stringify([{ ...record, url: 'https://evil.example/x', size: 1 }]);
  expect((await send(1, { ...contact, attachment: value })).json).toMatchObject({ status: 'mail_sent' });
  const [link] = site.query<{ field: string; stored_name: string }>(
    'SELECT su.field, u.stored_name FROM submission_uploads su JOIN uploads u ON u.id = su.upload_id ORDER BY su.submission_id DESC LIMIT 1',
  );
  expect(link).toEqual({ field: 'attachment', stored_name: record.file });
  const stored = JSON.parse(site.query<{ fields_json: string }>('SELECT fields_json FROM submissions ORDER BY id DESC LIMIT 1')[0]!.fields_json);
  expect(stored.attachment[0].file).toBe(record.file);
  const again = await send(1, { ...contact, attachment: value });
  expect(again.json.invalid_fields).toEqual([expect.objectContaining({ field: 'attachment', message: 'There was an unknown error uploading the file.' })]);
});

test.each([
  ['a made-up file name', JSON.stringify([{ file: '0123456789abcdef0123456789abcdef.pdf' }])],
  ['a client path', JSON.stringify([{ file: '../../site-secret.key' }])],
  ['not JSON', 'attachment.pdf'],
  ['too many files', JSON.stringify([{ file: 'a' }, { file: 'b' }, { file: 'c' }, { file: 'd' }])],
])('refuses upload records with %s and stores nothing', async (_case, value) => {
  const before = site.count('submissions');
  const result = await send(1, { ...contact, attachment: value });
  expect(result.json).toMatchObject({ status: 'validation_failed', invalid_fields: [expect.objectContaining({ field: 'attachment' })] });
  expect(site.count('submissions')).toBe(before);
});

test('an upload made for another form is refused', async () => {
  const uploaded = await site.action('eacf7_upload_file', { media_library: '0', form_id: '1', field_id: 'attachment', file: file('plan.txt', 'hello') });
  const record = (uploaded.json as { data: { file: string } }).data;
  const result = await send(101, { 'your-name': 'Ann', 'your-email': 'ann@example.com', cv: JSON.stringify([record]) });
  expect(result.json).toMatchObject({ status: 'validation_failed', invalid_fields: [expect.objectContaining({ field: 'cv' })] });
});

describe('REST errors (MARKUP-FACTS §2.5)', () => {
  test('404 wpcf7_not_found for an unknown form or a page-builder form', async () => {
    for (const id of ['999', '10', 'abc']) {
      const result = await send(id, contact, 'wpcf7-f999-o1');
      expect(result).toEqual({ status: 404, json: { code: 'wpcf7_not_found', message: 'The requested contact form was not found.', data: { status: 404 } } });
    }
  });

  test('400 wpcf7_unit_tag_not_found for a missing or foreign unit tag', async () => {
    for (const unitTag of ['', 'wpcf7-f2-o1', '<script>']) {
      const result = await send(1, contact, unitTag);
      expect(result).toEqual({ status: 400, json: { code: 'wpcf7_unit_tag_not_found', message: 'There is no valid unit tag.', data: { status: 400 } } });
    }
  });

  test('415 wpcf7_unsupported_media_type for a body that is not multipart', async () => {
    const response = await site.fetch(FEEDBACK(1), { method: 'POST', body: JSON.stringify(contact), headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'wpcf7_unsupported_media_type' });
  });
});

describe('registration and auto-login', () => {
  const account = { 'user-email': 'sailor@example.com', 'user-password': 'correct horse battery' };

  /** The login grant the registering browser got (accounts/login-grant.ts). */
  let grantCookie = '';

  test('a registration form creates the account (without storing the password in the submission)', async () => {
    const form = new FormData();
    form.append('_wpcf7_unit_tag', 'wpcf7-f4-o1');
    for (const [name, value] of Object.entries(account)) form.append(name, value);
    const response = await site.fetch(FEEDBACK(4), { method: 'POST', body: form });
    expect(await response.json()).toMatchObject({ status: 'mail_sent' });
    expect(response.headers.get('set-cookie')).toMatch(/^cmsmf_login_grant=[0-9a-f]{64}; Max-Age=900; Path=\/; HttpOnly; SameSite=Strict$/);
    grantCookie = response.headers.get('set-cookie')!.split(';')[0]!;
    expect(site.query<{ email: string }>('SELECT email FROM users')).toEqual([{ email: 'sailor@example.com' }]);
    const stored = site.query<{ fields_json: string }>('SELECT fields_json FROM submissions WHERE form_id = 4')[0]!.fields_json;
    expect(stored).not.toContain('correct horse');
    expect(site.query<{ password_hash: string }>('SELECT password_hash FROM users')[0]?.password_hash).toMatch(/^scrypt\$/);
  });

  test('the same address cannot register twice; a short password is refused', async () => {
    const taken = await send(4, account);
    expect(taken.json.invalid_fields).toEqual([expect.objectContaining({ field: 'user-email', message: 'An account with this email address already exists.' })]);
    const short = await send(4, { 'user-email': 'new@example.com', 'user-password': 'short' });
    expect(short.json).toMatchObject({ status: 'validation_failed' });
    expect(site.count('users')).toBe(1);
  });

  test('auto-login with the credentials creates a session and its HttpOnly cookie', async () => {
    const result = await site.action('eacf7_user_registration_auto_login', { mail: 'Sailor@example.com', password: 'correct horse battery' }, { cookie: grantCookie });
    expect(result.json).toEqual({ success: true, data: { url: '/' } });
    expect(result.headers.get('set-cookie')).toMatch(/^cmsmf_session=[0-9a-f]{64}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(site.count('sessions')).toBe(1);
  });

  test('wrong credentials get one message and no session', async () => {
    for (const [mail, password] of [['sailor@example.com', 'wrong password'], ['nobody@example.com', 'correct horse battery']]) {
      const result = await site.action('eacf7_user_registration_auto_login', { mail: mail!, password: password! });
      expect(result.json).toEqual({ success: false, data: 'The email address or password is incorrect.' });
      expect(result.headers.get('set-cookie')).toBeNull();
    }
    expect(site.count('sessions')).toBe(1);
  });
});
