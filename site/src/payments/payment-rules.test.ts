import type { PaymentDefinition } from '../cms/form-definition';
import type { CouponRow } from './coupons-repository';
import { checkCoupon, COUPON_MESSAGES, discountCents } from './coupon-rules';
import { computeOrderTotal } from './payment-total';
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
  it('computes the discount on the server: percentage of the total, fixed capped at the total', () => {
    expect(discountCents({ type: 'percentage', amount: 10 }, 4550)).toBe(455);
    expect(discountCents({ type: 'fixed', amount: 5 }, 4550)).toBe(500);
    expect(discountCents({ type: 'fixed', amount: 50 }, 4550)).toBe(4550);
  });
  it('rounds the discount to the currency unit: cents, or whole yen', () => {
    expect(discountCents({ type: 'percentage', amount: 15 }, 2950, 'USD')).toBe(443);
    // 10 % of ¥1,755 is ¥175.5 → ¥176, as the page rounds it.
    expect(discountCents({ type: 'percentage', amount: 10 }, 175500, 'JPY')).toBe(17600);
    expect(discountCents({ type: 'fixed', amount: 99.6 }, 175500, 'JPY')).toBe(10000);
  });
});

describe('computeOrderTotal', () => {
  const payment: PaymentDefinition = {
    currency: 'USD',
    items: [{ field: 'plan', prices: { Basic: 10, Pro: 25.5 } }, { field: 'extras', prices: { Guide: 5 } }],
    quantity_field: 'qty',
    shipping: 4.5,
  };
  it('is (sum of items) × quantity + shipping, in cents', () => {
    expect(computeOrderTotal(payment, { plan: 'Pro', extras: ['Guide'], qty: '2' })).toMatchObject({ ok: true, totalCents: (2550 + 500) * 2 + 450 });
    expect(computeOrderTotal(payment, { plan: 'Basic' })).toMatchObject({ ok: true, quantity: 1, totalCents: 1450 });
  });
  it('refuses unpriced choices and bad quantities', () => {
    expect(computeOrderTotal(payment, { plan: 'Gold' }).ok).toBe(false);
    expect(computeOrderTotal(payment, { plan: '__proto__' }).ok).toBe(false);
    for (const qty of ['0', '-1', '1.5', '1000', 'x']) expect(computeOrderTotal(payment, { plan: 'Basic', qty }).ok).toBe(false);
  });
});

describe('checkProviderCapture', () => {
  const captured = { id: 'ORDER', status: 'COMPLETED', captures: [{ id: 'TX1', status: 'COMPLETED', amount: { value: '149.5', currency: 'USD' } }] };
  const expected = { totalCents: 14950, currency: 'USD', transactionId: 'TX1' };

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
