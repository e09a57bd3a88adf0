import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

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
