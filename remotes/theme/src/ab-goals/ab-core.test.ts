import {
  abLogKey,
  cookieStore,
  cookieString,
  createOnceLog,
  localStore,
  memoryStore,
  parseTrackValue,
  readAbTests,
  readCookie,
  readPageDelayMs,
  subjectIdFromClass,
  type AbLogStore,
} from './ab-core';

const test42 = { postId: '42', testId: '42' };

describe('A/B keys and page data', () => {
  it('names records like the theme cookies; clicks and shortcode conversions once per test', () => {
    expect(abLogKey('read_page', test42, '2')).toBe('et_pb_ab_read_page_42422');
    expect(abLogKey('view_goal', test42, '1')).toBe('et_pb_ab_view_goal_42421');
    expect(abLogKey('click_goal', test42, '2')).toBe('et_pb_ab_click_goal_4242');
    expect(abLogKey('con_short', test42, '2')).toBe('et_pb_ab_con_short_4242');
  });
  it('reads tests with numeric ids only', () => {
    expect(readAbTests([{ post_id: 42, test_id: '42' }, { post_id: '1 OR 1', test_id: 1 }, null])).toEqual([test42]);
    expect(readAbTests('x')).toEqual([]);
  });
  it('waits the bounce rate in ms, 5 s by default', () => {
    expect(readPageDelayMs('2')).toBe(2000);
    expect(readPageDelayMs(0)).toBe(0);
    expect(readPageDelayMs(undefined)).toBe(5000);
    expect(readPageDelayMs('-1')).toBe(5000);
  });
  it('reads the subject from its class', () => {
    expect(subjectIdFromClass('et_pb_module et_pb_ab_subject_id-42_2 x', '42')).toBe('2');
    expect(subjectIdFromClass('et_pb_ab_subject_id-420_2', '42')).toBeNull();
    expect(subjectIdFromClass('et_pb_ab_subject', '42')).toBeNull();
  });
  it('parses the shop and shortcode cookie values', () => {
    expect(parseTrackValue('42_2_43')).toEqual({ test: { postId: '42', testId: '43' }, subjectId: '2' });
    expect(parseTrackValue('42_2')).toBeNull();
    expect(parseTrackValue('42_x_1')).toBeNull();
    expect(parseTrackValue(null)).toBeNull();
  });
});

describe('cookies', () => {
  it('reads and writes document.cookie strings; 0 days is a session cookie', () => {
    expect(readCookie('a=1; et_pb_ab_x=true;b=2', 'et_pb_ab_x')).toBe('true');
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(cookieString('k', 'true', 365)).toBe('k=true; path=/; max-age=31536000; SameSite=Lax');
    expect(cookieString('k', '42_1_42', 0)).toBe('k=42_1_42; path=/; SameSite=Lax');
  });
});

describe('createOnceLog: each goal once per visitor (theme-frontend.md §4)', () => {
  const fakeCookies = () => {
    let jar = '';
    return { get: () => jar, set: (value: string) => (jar = `${jar}; ${value.split(';')[0]}`) };
  };
  const fakeStorage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  it('claims a key once, then never again in the same stores (a reload keeps cookie and storage)', () => {
    const cookies = fakeCookies();
    const storage = fakeStorage();
    const first = createOnceLog([cookieStore(cookies, 365), localStore(() => storage), memoryStore()]);
    expect(first.claim('k')).toBe(true);
    expect(first.claim('k')).toBe(false);
    const reload = createOnceLog([cookieStore(cookies, 365), localStore(() => storage), memoryStore()]);
    expect(reload.logged('k')).toBe(true);
    expect(reload.claim('k')).toBe(false);
    expect(reload.claim('other')).toBe(true);
  });

  it('counts a visitor whose cookies were cleared, by the local flag', () => {
    const storage = fakeStorage();
    createOnceLog([cookieStore(fakeCookies(), 365), localStore(() => storage)]).claim('k');
    expect(createOnceLog([cookieStore(fakeCookies(), 365), localStore(() => storage)]).claim('k')).toBe(false);
  });

  it('counts a visitor who blocks cookies and storage at most once per page view', () => {
    const blocked: AbLogStore = {
      has: () => {
        throw new Error('blocked');
      },
      mark: () => {
        throw new Error('blocked');
      },
    };
    const log = createOnceLog([blocked, blocked, memoryStore()]);
    expect(log.claim('k')).toBe(true);
    expect(log.claim('k')).toBe(false);
  });
});
