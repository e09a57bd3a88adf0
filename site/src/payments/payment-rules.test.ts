import type { CouponRow } from './coupons-repository';
import { checkCoupon, COUPON_MESSAGES } from './coupon-rules';
import { checkProviderCapture } from './provider-capture';

describe('coupons', () => {
  const coupon: CouponRow = { code: 'WELCOME10', form_id: null, type: 'percentage', amount: 10, expires_at: null, usage_limit: 2, used: 0 };
  const now = new Date('2025-01-01T00:00:00Z');
  it('refuses short, unknown, other-form, expired and used-up codes', () => {
    expect(checkCoupon('ABC', coupon, 1, now)).toEqual({ ok: false, message: 'Coupon code must be at least 6 characters.' });
    expect(checkCoupon('NOSUCH1', undefined, 1, now)).toEqual({ ok: false, message: COUPON_MESSAGES.unknown });
    expect(checkCoupon('WELCOME10', { ...coupon, form_id: 2 }, 1, now)).toEqual({ ok: false, message: COUPON_MESSAGES.unknown });
    expect(checkCoupon('WELCOME10', { ...coupon, expires_at: '2024-12-31T00:00:00Z' }, 1, now)).toEqual({ ok: false, message: COUPON_MESSAGES.expired });
    expect(checkCoupon('WELCOME10', { ...coupon, used: 2 }, 1, now)).toEqual({ ok: false, message: COUPON_MESSAGES.usedUp });
    expect(checkCoupon('WELCOME10', coupon, 1, now).ok).toBe(true);
  });
});

describe('checkProviderCapture', () => {
  const captured = { id: 'ORDER', status: 'COMPLETED', captures: [{ id: 'TX1', status: 'COMPLETED', amount: { value: '149.5', currency: 'USD' } }] };
  const expected = { totalMinor: 14950, currency: 'USD', transactionId: 'TX1' };

  test('confirms a completed capture of the same amount, currency and transaction id', () => {
    expect(checkProviderCapture(captured, expected)).toBeNull();
  });

  test.each([
    ['an order not completed', { ...captured, status: 'APPROVED' }, 'not-captured'],
    ['no capture', { ...captured, captures: [] }, 'not-captured'],
    ['a capture still pending', { ...captured, captures: [{ ...captured.captures[0]!, status: 'PENDING' }] }, 'not-captured'],
    ['another transaction id', { ...captured, captures: [{ ...captured.captures[0]!, id: 'TX2' }] }, 'transaction'],
    ['another amount', { ...captured, captures: [{ ...captured.captures[0]!, amount: { value: '149.49', currency: 'USD' } }] }, 'amount'],
    ['another currency', { ...captured, captures: [{ ...captured.captures[0]!, amount: { value: '149.50', currency: 'EUR' } }] }, 'amount'],
    ['a malformed amount', { ...captured, captures: [{ ...captured.captures[0]!, amount: { value: '1e5', currency: 'USD' } }] }, 'amount'],
  ])('refuses %s', (_case, order, mismatch) => {
    expect(checkProviderCapture(order, expected)).toBe(mismatch);
  });
});
