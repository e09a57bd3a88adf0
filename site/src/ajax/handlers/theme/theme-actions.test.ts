import { startTestSite, type TestSite } from '../../../test-support/test-site';

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

describe('et_pb_update_stats_table', () => {
  test('records a stats row for a known test and subject', async () => {
    const before = site.count('ab_stats');
    const result = await site.action('et_pb_update_stats_table', { stats_data_array: JSON.stringify({ test_id: 42, subject_id: '2', record_type: 'click_goal' }) });
    expect(result.status).toBe(200);
    expect(result.json).toBeNull();
    expect(site.count('ab_stats')).toBe(before + 1);
  });

  test.each([
    ['an unknown test', { test_id: 7, subject_id: 1, record_type: 'read_page' }],
    ['an unknown subject', { test_id: 42, subject_id: 9, record_type: 'read_page' }],
    ['an unknown record type', { test_id: 42, subject_id: 1, record_type: 'drop_table' }],
    ['a non-numeric id', { test_id: '42 OR 1=1', subject_id: 1, record_type: 'read_page' }],
  ])('refuses %s and stores nothing', async (_case, stats) => {
    const before = site.count('ab_stats');
    const result = await site.action('et_pb_update_stats_table', { stats_data_array: JSON.stringify(stats) });
    expect(result.json).toEqual({ error: expect.stringContaining('stats_data_array') });
    expect(site.count('ab_stats')).toBe(before);
  });
});

describe('et_pb_ab_get_subject_id', () => {
  test('answers a subject and keeps it for the visitor through the visitor cookie', async () => {
    const first = await site.action('et_pb_ab_get_subject_id', { et_pb_ab_test_id: '42' });
    const subject = first.json as { id: string; content: string };
    expect(subject.id).toMatch(/^[12]$/);
    expect(subject.content).toMatch(/^<h2>/);
    const cookie = /cmsmf_visitor=[0-9a-f]{64}/.exec(first.headers.get('set-cookie') ?? '')![0];
    for (let i = 0; i < 3; i += 1) {
      const again = await site.action('et_pb_ab_get_subject_id', { et_pb_ab_test_id: '42' }, { cookie });
      expect(again.json).toEqual(subject);
      expect(again.headers.get('set-cookie')).toBeNull();
    }
  });

  test('refuses an unknown test', async () => {
    expect((await site.action('et_pb_ab_get_subject_id', { et_pb_ab_test_id: '7' })).json).toEqual({ error: 'et_pb_ab_test_id: names no split test of this site' });
  });
});
