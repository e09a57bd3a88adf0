import { startTestSite, type TestSite } from '../test-support/test-site';
import { COUPON_FAILURE_WINDOW_MS, COUPON_FREE_FAILURES, couponWaitMs } from './coupon-throttle';

describe('couponWaitMs', () => {
  const at = 1_000_000;
  test('no wait for the first failures, then 1 s, 2 s, 4 s… after the last one, at most 5 minutes', () => {
    expect(couponWaitMs(undefined, at)).toBe(0);
    expect(couponWaitMs({ failures: COUPON_FREE_FAILURES - 1, lastFailureAt: at }, at)).toBe(0);
    expect(couponWaitMs({ failures: COUPON_FREE_FAILURES, lastFailureAt: at }, at)).toBe(1000);
    expect(couponWaitMs({ failures: COUPON_FREE_FAILURES + 2, lastFailureAt: at }, at + 1500)).toBe(2500);
    expect(couponWaitMs({ failures: 40, lastFailureAt: at }, at)).toBe(5 * 60_000);
  });
  test('failures are forgotten a quarter of an hour after the last one', () => {
    expect(couponWaitMs({ failures: 40, lastFailureAt: at }, at + COUPON_FAILURE_WINDOW_MS)).toBe(0);
  });
});

describe('coupon_check slows down a visitor whose checks keep failing', () => {
  let site: TestSite;
  let clock = Date.parse('2030-01-01T00:00:00Z');
  beforeAll(async () => {
    site = await startTestSite({}, { now: () => new Date(clock) });
  });
  afterAll(() => site.close());
  const check = (coupon: string) => site.action('coupon_check', { formId: '2', coupon, total: '50' });
  const failures = () => site.query<{ failures: number }>('SELECT failures FROM coupon_check_failures');

  test('the free failures, then a wait during which even a valid code is not looked at; the count is kept in SQLite', async () => {
    for (let i = 0; i < COUPON_FREE_FAILURES; i += 1) {
      expect((await check(`GUESS${1000 + i}`)).json).toEqual({ success: false, data: { message: 'This coupon code is not valid.' } });
    }
    expect(failures()).toEqual([{ failures: COUPON_FREE_FAILURES }]);
    // The visitor is stored under a keyed hash, not their address.
    expect(site.query<{ visitor: string }>('SELECT visitor FROM coupon_check_failures')[0]?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect((await check('WELCOME10')).json).toEqual({ success: false, data: { message: 'Too many coupon attempts. Please wait 1 second and try again.' } });
    expect(failures()).toEqual([{ failures: COUPON_FREE_FAILURES }]);

    clock += 1000;
    expect((await check('WELCOME10')).json).toMatchObject({ success: true, data: { type: 'percentage', discount: 10 } });
    // A success does not buy guesses: the next failure doubles the wait.
    expect((await check('GUESS2000')).json).toMatchObject({ success: false });
    expect((await check('GUESS2001')).json).toEqual({ success: false, data: { message: 'Too many coupon attempts. Please wait 2 seconds and try again.' } });
    // A code under 6 characters is a guess too.
    clock += 2000;
    await check('ABC');
    expect(failures()).toEqual([{ failures: COUPON_FREE_FAILURES + 2 }]);

    // A quarter of an hour without a failure forgets them.
    clock += COUPON_FAILURE_WINDOW_MS;
    expect((await check('GUESS3000')).json).toEqual({ success: false, data: { message: 'This coupon code is not valid.' } });
    expect(failures()).toEqual([{ failures: 1 }]);
  });
});
