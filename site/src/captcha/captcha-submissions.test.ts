import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStandins, type RunningStandins } from '../standins/testing/start-standins';
import { startTestSite, type TestSite } from '../test-support/test-site';

// Catalogue entries with `captcha_service` (site/cms): CF7 form 6, page-builder form 11, list captcha_news.
const CF7_ACTION = 'contactform';
const CONTACT_ACTION = 'Divi/Module/ContactForm/11';
const NEWSLETTER_ACTION = 'Divi/Module/EmailOptin/List/captcha_news';
const PAGE = '/captcha.html';

let site: TestSite;
let pagesDir: string;
beforeAll(async () => {
  // The demo pages hold no captcha-protected form (the browser remotes send no tokens yet); this page does.
  pagesDir = mkdtempSync(path.join(tmpdir(), 'captcha-pages-'));
  writeFileSync(path.join(pagesDir, 'captcha.html'), '<!doctype html><html><head><!-- cms:globals --></head><body><!-- cms:form 11 --><!-- cms:newsletter captcha_news --></body></html>');
  site = await startTestSite({ pagesDir });
});
afterAll(async () => {
  await site.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

/** A token from the site's captcha stand-in, as the browser fetches it before a submit. */
async function tokenFor(action: string, base = `${site.url}/standins`): Promise<string> {
  const response = await fetch(`${base}/captcha/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action }) });
  return ((await response.json()) as { token: string }).token;
}

/** A token whose claims were altered after signing: the signature no longer fits. */
async function forgedFor(action: string): Promise<string> {
  const [prefix, payload, signature] = (await tokenFor('some_other_action')).split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return `${prefix}.${Buffer.from(JSON.stringify({ ...claims, action })).toString('base64url')}.${signature}`;
}

/** Each endpoint's refusable cases: what to post instead of a fresh token for the right action. */
const badTokens: [string, (action: string) => Promise<string | undefined>][] = [
  ['a missing token', async () => undefined],
  ['a forged token', forgedFor],
  ['a token for another action', () => tokenFor('Divi/Module/ContactForm/10')],
];

describe('CF7 feedback of a form with captcha_service (_wpcf7_recaptcha_response)', () => {
  const values = { 'your-name': 'Ann Lee', 'your-email': 'ann@example.com', 'your-message': 'A day charter for four, please.', website: '' };
  async function send(token: string | undefined, extra: Record<string, string> = {}) {
    const form = new FormData();
    form.append('_wpcf7', '6');
    form.append('_wpcf7_unit_tag', 'wpcf7-f6-o1');
    if (token !== undefined) form.append('_wpcf7_recaptcha_response', token);
    for (const [name, value] of Object.entries({ ...values, ...extra })) form.append(name, value);
    const response = await site.fetch('/wp-json/contact-form-7/v1/contact-forms/6/feedback', { method: 'POST', body: form });
    return (await response.json()) as { status: string; message: string };
  }
  const stored = () => ({ submissions: site.count('submissions'), mail: site.count('mail_outbox') });

  test('a valid token passes once; its replay is spam and stores nothing', async () => {
    const before = stored();
    const token = await tokenFor(CF7_ACTION);
    expect((await send(token)).status).toBe('mail_sent');
    expect(stored()).toEqual({ submissions: before.submissions + 1, mail: before.mail + 1 });
    expect(site.query<{ fields_json: string }>('SELECT fields_json FROM submissions ORDER BY id DESC LIMIT 1')[0]?.fields_json).not.toContain(token);
    expect(await send(token)).toMatchObject({ status: 'spam', message: 'There was an error trying to send your message. Please try again later.' });
    expect(stored()).toEqual({ submissions: before.submissions + 1, mail: before.mail + 1 });
  });

  test.each(badTokens)('%s is spam and stores nothing', async (_case, token) => {
    const before = stored();
    expect((await send(await token(CF7_ACTION))).status).toBe('spam');
    expect(stored()).toEqual(before);
  });

  test('an invalid submission is answered validation_failed and does not spend its token', async () => {
    const token = await tokenFor(CF7_ACTION);
    expect((await send(token, { 'your-email': 'nope' })).status).toBe('validation_failed');
    expect((await send(token)).status).toBe('mail_sent');
  });
});

describe('the page-builder contact form with captcha_service (token)', () => {
  async function post(token: string | undefined, values: Record<string, string> = {}) {
    const html = await (await site.fetch(PAGE)).text();
    const body = new URLSearchParams({
      et_pb_contactform_submit_11: 'et_contact_proccess',
      '_wpnonce-et-pb-contact-form-submitted-11': /name="_wpnonce-et-pb-contact-form-submitted-11" value="([0-9a-f]+)"/.exec(html)![1]!,
      et_pb_contact_name_11: 'Ann',
      et_pb_contact_email_11: 'ann@example.com',
      et_pb_contact_message_11: 'Is berth 4 free in July?',
      ...(token === undefined ? {} : { token }),
      ...values,
    });
    const response = await site.fetch(PAGE, { method: 'POST', body });
    return { status: response.status, html: await response.text() };
  }
  const HUMAN = '<p class="et_pb_contact_error_text">You must be a human to submit this form.</p>';

  test('the page marks the form as needing a token', async () => {
    expect(await (await site.fetch(PAGE)).text()).toMatch(/class="[^"]*et_pb_contact_form_container[^"]*et_pb_recaptcha_enabled"/);
  });

  test('a valid token passes once; its replay gets the error text and stores nothing', async () => {
    const before = site.count('contact_messages');
    const token = await tokenFor(CONTACT_ACTION);
    expect((await post(token)).html).toContain('<p>Thanks for contacting us</p>');
    expect(site.count('contact_messages')).toBe(before + 1);
    const replay = await post(token);
    expect(replay.html).toContain(HUMAN);
    expect(replay.html).toContain('value="ann@example.com"');
    expect(site.count('contact_messages')).toBe(before + 1);
  });

  test.each(badTokens)('%s gets the error text and stores nothing', async (_case, token) => {
    const before = site.count('contact_messages');
    const result = await post(await token(CONTACT_ACTION));
    expect(result.status).toBe(200);
    expect(result.html).toContain(HUMAN);
    expect(site.count('contact_messages')).toBe(before);
  });

  test('a field error is reported first and does not spend the token', async () => {
    const token = await tokenFor(CONTACT_ACTION);
    expect((await post(token, { et_pb_contact_email_11: 'nope' })).html).toContain('Invalid Email.');
    expect((await post(token)).html).toContain('<p>Thanks for contacting us</p>');
  });
});

describe('et_pb_submit_subscribe_form to a list with captcha_service (token)', () => {
  let list: Record<string, string>;
  let seq = 0;
  beforeAll(async () => {
    const html = await (await site.fetch(PAGE)).text();
    expect(html).toMatch(/class="[^"]*et_pb_newsletter[^"]*et_pb_recaptcha_enabled"/);
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)![1]!;
    list = { et_list_id: hidden('et_pb_signup_list_id'), et_provider: hidden('et_pb_signup_provider'), et_account: hidden('et_pb_signup_account_name'), et_checksum: hidden('et_pb_signup_checksum') };
  });
  const subscribe = (token: string | undefined, email = `reader${++seq}@example.com`) =>
    site.action('et_pb_submit_subscribe_form', { ...list, et_firstname: 'Ann', et_email: email, ...(token === undefined ? {} : { token }) });
  const rows = () => site.count('newsletter_subscriptions');

  test('a valid token passes once; its replay is refused and stores nothing', async () => {
    const before = rows();
    const token = await tokenFor(NEWSLETTER_ACTION);
    expect((await subscribe(token)).json).toEqual({ success: true });
    expect(site.query('SELECT list_id FROM newsletter_subscriptions ORDER BY id DESC LIMIT 1')).toEqual([{ list_id: 'captcha_news' }]);
    expect((await subscribe(token)).json).toEqual({ error: 'You must be a human to submit this form.' });
    expect(rows()).toBe(before + 1);
  });

  test.each(badTokens)('%s is refused with {error} and stores nothing', async (_case, token) => {
    const before = rows();
    expect((await subscribe(await token(NEWSLETTER_ACTION))).json).toEqual({ error: 'You must be a human to submit this form.' });
    expect(rows()).toBe(before);
  });
});

describe('CAPTCHA_URL switches verification to another service, over HTTP', () => {
  let remote: RunningStandins;
  let switched: TestSite;
  beforeAll(async () => {
    remote = await startStandins();
    switched = await startTestSite({}, { env: { CAPTCHA_URL: `${remote.base}/captcha` } });
  });
  afterAll(async () => {
    await switched.close();
    await remote.close();
  });
  const send = async (target: TestSite, token: string) => {
    const form = new FormData();
    const fields = { _wpcf7: '6', _wpcf7_unit_tag: 'wpcf7-f6-o1', _wpcf7_recaptcha_response: token, 'your-name': 'Ann', 'your-email': 'ann@example.com', 'your-message': 'Hello there, harbour.' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await target.fetch('/wp-json/contact-form-7/v1/contact-forms/6/feedback', { method: 'POST', body: form });
    return ((await response.json()) as { status: string }).status;
  };

  test('tokens of the configured service pass; tokens of the site’s own stand-in do not', async () => {
    expect(await send(switched, await tokenFor(CF7_ACTION, remote.base))).toBe('mail_sent');
    expect(await send(switched, await tokenFor(CF7_ACTION, `${switched.url}/standins`))).toBe('spam');
    expect(switched.count('submissions')).toBe(1);
  });

  test('an unreachable service refuses the submission and stores nothing', async () => {
    const down = await startTestSite({}, { env: { CAPTCHA_URL: 'http://127.0.0.1:1/captcha' } });
    try {
      expect(await send(down, await tokenFor(CF7_ACTION, remote.base))).toBe('spam');
      expect(down.count('submissions')).toBe(0);
    } finally {
      await down.close();
    }
  });
});
