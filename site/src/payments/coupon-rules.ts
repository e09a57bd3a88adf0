import { COUPON_MIN_LENGTH } from '@cms-mf/shared-contracts/constants';
import { COUPON_TOO_SHORT_MESSAGE } from '@cms-mf/shared-contracts/constants';
import type { CouponRow } from './coupons-repository';

export const COUPON_MESSAGES = {
  applied: 'Coupon applied.',
  unknown: 'This coupon code is not valid.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its usage limit.',
  /**
   * `eacf7_save_payment`'s one answer for an order whose code it does not take: unknown, expired, used up, too
   * short, or valid but not matching the sent total. Distinct answers there confirmed codes;
   * `coupon_check` still says which, under its throttle, because the visitor typing a code must know.
   */
  notForThisOrder: 'This coupon cannot be used on this order.',
} as const;

export type CouponVerdict = { readonly ok: true; readonly coupon: CouponRow } | { readonly ok: false; readonly message: string };

/**
 * Whether a coupon may be used on a form now (forms-addon.md §5: at least 6
 * characters). A coupon bound to another form reads as unknown, so codes of
 * other forms cannot be probed.
 */
export function checkCoupon(code: string, row: CouponRow | undefined, formId: number, now: Date): CouponVerdict {
  if (code.trim().length < COUPON_MIN_LENGTH) return { ok: false, message: COUPON_TOO_SHORT_MESSAGE };
  if (!row || (row.form_id !== null && row.form_id !== formId)) return { ok: false, message: COUPON_MESSAGES.unknown };
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) return { ok: false, message: COUPON_MESSAGES.expired };
  if (row.usage_limit !== null && row.used >= row.usage_limit) return { ok: false, message: COUPON_MESSAGES.usedUp };
  return { ok: true, coupon: row };
}
