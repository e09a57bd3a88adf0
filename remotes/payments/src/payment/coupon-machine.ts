import { COUPON_MIN_LENGTH, COUPON_TOO_SHORT_MESSAGE } from '@cms-mf/shared-contracts/constants';
import type { AppliedCoupon } from './totals';

/**
 * The coupon's states (forms-addon.md §4): add → checking → applied (input
 * read-only, the button reads Remove) or rejected (the message as an invalid
 * tip); remove → idle (input restored).
 */
export type CouponState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly code: string }
  | { readonly status: 'applied'; readonly coupon: AppliedCoupon; readonly message: string }
  | { readonly status: 'rejected'; readonly code: string; readonly message: string };

export type CouponEvent =
  /** The visitor pressed Add (or Enter in the input) with this text. */
  | { readonly type: 'add'; readonly code: string }
  | { readonly type: 'checked'; readonly code: string; readonly coupon: AppliedCoupon; readonly message: string }
  | { readonly type: 'refused'; readonly code: string; readonly message: string }
  /** The visitor pressed Remove. */
  | { readonly type: 'remove' }
  /** The visitor changed the input: a rejection's tip no longer applies. */
  | { readonly type: 'edit' }
  /** The form was reset (after a send). */
  | { readonly type: 'reset' };

/** A server call the shell must make: `coupon_check` of `code`. */
export type CouponEffect = { readonly type: 'check'; readonly code: string } | null;

export const COUPON_IDLE: CouponState = { status: 'idle' };

/**
 * The next state and the call to make, if any. A code under the minimum
 * length is refused without a call (§5); Add while a check is running, or
 * an answer for a code that is no longer being checked, changes nothing, so
 * a double click makes one call.
 */
export function couponTransition(state: CouponState, event: CouponEvent): { state: CouponState; effect: CouponEffect } {
  const stay = { state, effect: null };
  switch (event.type) {
    case 'add': {
      if (state.status === 'checking' || state.status === 'applied') return stay;
      const code = event.code.trim();
      if (code.length < COUPON_MIN_LENGTH) return { state: { status: 'rejected', code, message: COUPON_TOO_SHORT_MESSAGE }, effect: null };
      return { state: { status: 'checking', code }, effect: { type: 'check', code } };
    }
    case 'checked':
      return state.status === 'checking' && state.code === event.code ? { state: { status: 'applied', coupon: event.coupon, message: event.message }, effect: null } : stay;
    case 'refused':
      return state.status === 'checking' && state.code === event.code ? { state: { status: 'rejected', code: event.code, message: event.message }, effect: null } : stay;
    case 'remove':
      return state.status === 'applied' ? { state: COUPON_IDLE, effect: null } : stay;
    case 'edit':
      return state.status === 'rejected' ? { state: COUPON_IDLE, effect: null } : stay;
    case 'reset':
      return { state: COUPON_IDLE, effect: null };
  }
}

/** The coupon the total takes: only an applied one. */
export const appliedCoupon = (state: CouponState): AppliedCoupon | null => (state.status === 'applied' ? state.coupon : null);
