import type { ActionContext } from '../ajax/action-context';
import { couponWithHolds } from './coupon-holds';
import { checkCoupon, type CouponVerdict } from './coupon-rules';
import { COUPON_FAILURE_WINDOW_MS, couponVisitorKey, couponWaitMessage, couponWaitMs } from './coupon-throttle';

/** A verdict, or the visitor must wait before any code is looked at. */
export type GuardedCouponVerdict = CouponVerdict | { readonly ok: false; readonly wait: true; readonly message: string };

/**
 * Every action that looks a coupon code up goes through here (else
 * `eacf7_save_payment` is a second, unthrottled way to guess): a
 * visitor whose checks keep failing must wait between checks
 * (coupon-throttle.ts), and while they must, no code is looked at. The caller
 * counts a refusal with `recordCouponFailure`.
 */
export function guardedCouponCheck(context: ActionContext, code: string, formId: number): GuardedCouponVerdict {
  const wait = couponWaitMs(context.repos.couponFailures.byVisitor(couponVisitorKey(context.secret, context.clientIp)), context.now().getTime());
  if (wait > 0) return { ok: false, wait: true, message: couponWaitMessage(wait) };
  return checkCoupon(code, couponWithHolds(context.repos, code, context.now()), formId, context.now());
}

/** Counts one failed guess of the visitor. */
export function recordCouponFailure(context: ActionContext): void {
  context.repos.couponFailures.recordFailure(couponVisitorKey(context.secret, context.clientIp), context.now().getTime(), COUPON_FAILURE_WINDOW_MS);
}
