import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
let newsletter: Record<string, string>;
beforeAll(async () => {
  site = await startTestSite();
  // The checksum comes from the page, as the newsletter module reads it.
  const html = await (await site.fetch('/demo/theme.html')).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)![1]!;
  newsletter = {
    et_list_id: hidden('et_pb_signup_list_id'),
    et_provider: hidden('et_pb_signup_provider'),
    et_account: hidden('et_pb_signup_account_name'),
    et_checksum: hidden('et_pb_signup_checksum'),
    et_firstname: 'Ann',
    et_lastname: 'Lee',
    et_email: 'ann@example.com',
    et_custom_fields: JSON.stringify({ boat: 'Dinghy' }),
  };
});
afterAll(() => site.close());

describe('et_pb_submit_subscribe_form', () => {
  test('subscribes with the checksum the page printed; answers bare JSON', async () => {
    const result = await site.action('et_pb_submit_subscribe_form', newsletter);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ success: true });
    expect(site.query('SELECT list_id, email, first_name, ip_address FROM newsletter_subscriptions')).toEqual([
      { list_id: 'harbour-news', email: 'ann@example.com', first_name: 'Ann', ip_address: expect.stringMatching(/127\.0\.0\.1/) },
    ]);
  });

  test('subscribing again changes nothing and still answers success', async () => {
    expect((await site.action('et_pb_submit_subscribe_form', { ...newsletter, et_email: 'ANN@example.com' })).json).toEqual({ success: true });
    expect(site.count('newsletter_subscriptions')).toBe(1);
  });

  test.each([
    ['a forged checksum', { et_checksum: '0'.repeat(32) }, 'This form is out of date. Please reload the page and try again.'],
    ['a list the checksum was not made for', { et_list_id: 'other-list' }, 'This mailing list does not exist.'],
    ['an invalid email', { et_email: 'ann@@example' }, 'Invalid email'],
    ['an empty first name', { et_firstname: ' ' }, 'Please fill in your name.'],
    ['no email at all', { et_email: '' }, 'et_email: is required'],
    ['custom fields that are not an object', { et_custom_fields: '[1,2]' }, 'et_custom_fields: must be an object'],
  ])('refuses %s with {error} and stores nothing', async (_case, fields, error) => {
    const before = site.count('newsletter_subscriptions');
    const result = await site.action('et_pb_submit_subscribe_form', { ...newsletter, et_email: 'new@example.com', ...fields });
    expect(result.json).toEqual({ error });
    expect(site.count('newsletter_subscriptions')).toBe(before);
  });
});
