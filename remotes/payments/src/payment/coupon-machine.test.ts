import { COUPON_IDLE, type CouponState, couponTransition, appliedCoupon } from './coupon-machine';

const welcome = { code: 'WELCOME10', type: 'percentage' as const, amount: 10 };
const checking: CouponState = { status: 'checking', code: 'WELCOME10' };
const applied: CouponState = { status: 'applied', coupon: welcome, message: 'Coupon applied.' };

describe('couponTransition', () => {
  test('Add with a code of 6 characters or more asks the server', () => {
    expect(couponTransition(COUPON_IDLE, { type: 'add', code: ' WELCOME10 ' })).toEqual({ state: checking, effect: { type: 'check', code: 'WELCOME10' } });
  });

  test('Add with a shorter code is refused without a call', () => {
    expect(couponTransition(COUPON_IDLE, { type: 'add', code: 'ABC12' })).toEqual({
      state: { status: 'rejected', code: 'ABC12', message: 'Coupon code must be at least 6 characters.' },
      effect: null,
    });
    expect(couponTransition(COUPON_IDLE, { type: 'add', code: '  ' }).effect).toBeNull();
  });

  test('the answer applies the coupon; the total then takes it', () => {
    const next = couponTransition(checking, { type: 'checked', code: 'WELCOME10', coupon: welcome, message: 'Coupon applied.' });
    expect(next).toEqual({ state: applied, effect: null });
    expect(appliedCoupon(next.state)).toEqual(welcome);
    expect(appliedCoupon(checking)).toBeNull();
  });

  test('a refusal keeps the code and the server message for the tip', () => {
    expect(couponTransition(checking, { type: 'refused', code: 'WELCOME10', message: 'This coupon has expired.' }).state).toEqual({
      status: 'rejected', code: 'WELCOME10', message: 'This coupon has expired.',
    });
  });

  test('a double click makes one call: Add while checking or applied changes nothing', () => {
    expect(couponTransition(checking, { type: 'add', code: 'WELCOME10' })).toEqual({ state: checking, effect: null });
    expect(couponTransition(applied, { type: 'add', code: 'TAKE5OFF' })).toEqual({ state: applied, effect: null });
  });

  test('an answer for a code no longer being checked is ignored', () => {
    expect(couponTransition(COUPON_IDLE, { type: 'checked', code: 'WELCOME10', coupon: welcome, message: 'x' }).state).toBe(COUPON_IDLE);
    expect(couponTransition({ status: 'checking', code: 'TAKE5OFF' }, { type: 'refused', code: 'WELCOME10', message: 'x' }).state).toEqual({ status: 'checking', code: 'TAKE5OFF' });
  });

  test('Remove restores idle; editing clears a refusal but not an applied coupon', () => {
    expect(couponTransition(applied, { type: 'remove' }).state).toBe(COUPON_IDLE);
    expect(couponTransition({ status: 'rejected', code: 'ABC', message: 'm' }, { type: 'edit' }).state).toBe(COUPON_IDLE);
    expect(couponTransition(applied, { type: 'edit' }).state).toBe(applied);
    expect(couponTransition(checking, { type: 'remove' }).state).toBe(checking);
  });

  test('a form reset ends every state', () => {
    for (const state of [checking, applied, { status: 'rejected', code: 'x', message: 'm' } as CouponState]) {
      expect(couponTransition(state, { type: 'reset' }).state).toBe(COUPON_IDLE);
    }
  });
});
