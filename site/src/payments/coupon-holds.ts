import type { Repositories } from '../db/repositories';
import type { CouponRow } from './coupons-repository';

/**
 * How long an unpaid order holds its coupon: the payment provider's window
 * for approving a created order (PayPal's is three hours). A coupon is spent
 * when the payment is approved; until then a saved order only holds one use,
 * which a cancel releases at once and the end of this window releases by
 * itself (the hold is counted from the order's row, so nothing must run).
 */
export const COUPON_HOLD_MS = 3 * 60 * 60 * 1000;

/**
 * The coupon as a new order sees it: its spent uses plus the uses held by
 * unpaid orders saved within the hold window, so two unpaid orders cannot
 * both take a single-use code, and none can spend it.
 */
export function couponWithHolds(repos: Repositories, code: string, now: Date): CouponRow | undefined {
  const row = repos.coupons.byCode(code);
  if (!row || row.usage_limit === null) return row;
  return { ...row, used: row.used + repos.orders.couponHolds(row.code, new Date(now.getTime() - COUPON_HOLD_MS).toISOString()) };
}
