import { defineAction } from '../define-action';
import { expectNumber, expectRecord, expectString, fail } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { DEFAULT_TIMEOUT_MS } from './timeouts';

export type CouponCheckRequest = {
  readonly formId: number;
  readonly coupon: string;
  /** Order total before the coupon; the server recomputes it and never trusts it. */
  readonly total: number;
};

export type CouponCheckAnswer = {
  /** Percent off, or the amount off in the order's currency (never more than the total: the page caps it, as the server does on saving). */
  readonly discount: number;
  readonly type: 'percentage' | 'fixed';
  readonly message: string;
};

/** `data` = {discount, type: 'percentage' | 'fixed', message}; a percentage cannot pass 100. */
function parseCouponCheck(data: unknown): CouponCheckAnswer {
  const where = 'coupon_check:';
  const answer = expectRecord(data, `${where} answer`);
  const discount = expectNumber(answer.discount, `${where} discount`);
  if (discount < 0) fail(`${where} discount`, `must not be negative, got ${discount}`);
  const type = answer.type;
  if (type !== 'percentage' && type !== 'fixed') fail(`${where} type`, `must be 'percentage' or 'fixed', got ${JSON.stringify(type)}`);
  if (type === 'percentage' && discount > 100) fail(`${where} discount`, `must not exceed 100 percent, got ${discount}`);
  return { discount, type, message: expectString(answer.message, `${where} message`) };
}

/** `coupon_check`: a read; the coupon is only consumed when the order is saved. On failure, a message (§8). */
export const couponCheck = defineAction<CouponCheckRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  retryable: true,
  parseAnswer: parseCouponCheck,
});
