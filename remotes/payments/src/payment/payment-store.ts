import { atom, createStore } from 'jotai/vanilla';
import { COUPON_IDLE, type CouponEvent, couponTransition, type CouponState, type CouponEffect } from './coupon-machine';
import { PAYMENT_WAITING, type PaymentEvent, type PaymentPhase, paymentTransition } from './payment-phase';
import type { AppliedCoupon, TotalsResult } from './totals';

/** The coupon's state (coupon-machine.ts). */
export const couponAtom = atom<CouponState>(COUPON_IDLE);
/** The payment area's state (payment-phase.ts). */
export const paymentAtom = atom<PaymentPhase>(PAYMENT_WAITING);
/** The total of the form as it is filled in now, or why the server would refuse it; null until first computed. */
export const liveTotalsAtom = atom<TotalsResult | null>(null);
/** Why the last sent form gives no order (the server would refuse it); null once a sent form does. */
export const unpricedAtom = atom<string | null>(null);
/** A line the coupon status announces ("Coupon removed."), cleared by the next coupon event. */
export const couponNoteAtom = atom<string>('');

/**
 * The coupon last applied, kept through a form reset (which may come before
 * or after `wpcf7mailsent`): the sent form's order takes it when the sent
 * coupon field holds its code. Only Remove clears it.
 */
export const lastAppliedAtom = atom<AppliedCoupon | null>(null);

/** Applies a coupon event and returns the call to make, if any. */
export const couponEventAtom = atom(null, (get, set, event: CouponEvent): CouponEffect => {
  const { state, effect } = couponTransition(get(couponAtom), event);
  set(couponAtom, state);
  if (state.status === 'applied') set(lastAppliedAtom, state.coupon);
  if (event.type === 'remove') set(lastAppliedAtom, null);
  return effect;
});

export const paymentEventAtom = atom(null, (get, set, event: PaymentEvent) => set(paymentAtom, paymentTransition(get(paymentAtom), event)));

export type PaymentStore = ReturnType<typeof createStore>;

/** One store per payment area. */
export const createPaymentStore = (): PaymentStore => createStore();
