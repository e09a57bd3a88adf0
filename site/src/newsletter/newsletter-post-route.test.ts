import { startTestSite, type TestSite } from '../test-support/test-site';

// The newsletter's plain post (no scripts) answered 400 and stored nothing.
let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const PAGE = '/demo/theme.html';
const hiddenFields = (html: string) => {
  const form = /<div class="et_pb_module et_pb_newsletter[\s\S]*?<\/form>/.exec(html)![0];
  return Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1]!, match[2]!]));
};
const newsletterOf = (html: string) => /<div class="et_pb_module et_pb_newsletter[\s\S]*?<\/form><\/div><\/div>/.exec(html)?.[0] ?? '';

async function post(values: Record<string, string>, hidden?: Record<string, string>) {
  const page = await (await site.fetch(PAGE)).text();
  const body = new URLSearchParams({ ...(hidden ?? hiddenFields(page)), ...values });
  const response = await site.fetch(PAGE, { method: 'POST', body });
  return { status: response.status, html: await response.text() };
}

describe('the newsletter posts to its own page without scripts', () => {
  test('a good post subscribes once and renders the page with the success message in place of the fields', async () => {
    const before = site.count('newsletter_subscriptions');
    const values = { et_pb_signup_firstname: 'Ann', et_pb_signup_lastname: 'Lee', et_pb_signup_email: 'plain@example.com' };
    const first = await post(values);
    expect(first.status).toBe(200);
    const module = newsletterOf(first.html);
    expect(module).toContain('<div class="et_pb_newsletter_result et_pb_newsletter_success" role="status"><h2>Thanks for subscribing!</h2></div>');
    expect(module).toContain('<div class="et_pb_newsletter_fields" hidden>');
    expect(site.count('newsletter_subscriptions')).toBe(before + 1);
    await post(values);
    expect(site.count('newsletter_subscriptions')).toBe(before + 1);
    expect(site.query("SELECT first_name, last_name FROM newsletter_subscriptions WHERE email = 'plain@example.com'")).toEqual([{ first_name: 'Ann', last_name: 'Lee' }]);
  });

  test('a refused post shows the error and keeps what was typed, escaped; nothing is stored', async () => {
    const before = site.count('newsletter_subscriptions');
    const { status, html } = await post({ et_pb_signup_firstname: '<b>Ann</b>', et_pb_signup_lastname: 'Lee', et_pb_signup_email: 'ann@@example' });
    expect(status).toBe(200);
    const module = newsletterOf(html);
    expect(module).toContain('<div class="et_pb_newsletter_result et_pb_newsletter_error" role="alert">Invalid email</div>');
    expect(module).toContain('value="&lt;b&gt;Ann&lt;/b&gt;"');
    expect(module).toContain('value="ann@@example"');
    expect(module).toContain('<div class="et_pb_newsletter_result et_pb_newsletter_success" role="status" hidden>');
    expect(site.count('newsletter_subscriptions')).toBe(before);
  });

  test('a forged checksum or an expired nonce stores nothing', async () => {
    const before = site.count('newsletter_subscriptions');
    const page = await (await site.fetch(PAGE)).text();
    const good = hiddenFields(page);
    const values = { et_pb_signup_firstname: 'Bo', et_pb_signup_lastname: 'Ek', et_pb_signup_email: 'bo@example.com' };
    expect(newsletterOf((await post(values, { ...good, et_pb_signup_checksum: '0'.repeat(32) })).html)).toContain('This form is out of date.');
    const expired = await post(values, { ...good, et_frontend_nonce: '0'.repeat(20) });
    expect(expired.status).toBe(403);
    expect(newsletterOf(expired.html)).toContain('This form has expired.');
    expect(site.count('newsletter_subscriptions')).toBe(before);
  });

  test('a list the page does not render is refused', async () => {
    const page = await (await site.fetch(PAGE)).text();
    const response = await site.fetch('/demo/contact.html', { method: 'POST', body: new URLSearchParams({ ...hiddenFields(page), et_pb_signup_email: 'x@example.com' }) });
    expect(response.status).toBe(400);
  });
});
