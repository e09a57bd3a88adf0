import { createHmac } from 'node:crypto';
import { visitorNetwork } from '../limits/visitor-network';
import type { CouponFailures } from './coupon-failures-repository';

/** Failed checks a visitor may make without waiting. */
export const COUPON_FREE_FAILURES = 5;
/** A failure older than this is forgotten (counted from the visitor's last failure). */
export const COUPON_FAILURE_WINDOW_MS = 15 * 60_000;
/** The longest wait between two checks. */
export const COUPON_MAX_WAIT_MS = 5 * 60_000;

/**
 * How long a visitor must wait before the next coupon check (DESIGN.md §8:
 * guessable secrets are rate-limited): nothing for the first
 * `COUPON_FREE_FAILURES` failures, then 1 s, 2 s, 4 s… after each further
 * failure, at most 5 minutes, until a quarter of an hour passes without one.
 * A success does not reset the count: one known code must not buy guesses.
 */
export function couponWaitMs(record: CouponFailures | undefined, now: number): number {
  if (!record || now - record.lastFailureAt >= COUPON_FAILURE_WINDOW_MS || record.failures < COUPON_FREE_FAILURES) return 0;
  const wait = Math.min(1000 * 2 ** (record.failures - COUPON_FREE_FAILURES), COUPON_MAX_WAIT_MS);
  return Math.max(0, record.lastFailureAt + wait - now);
}

export const couponWaitMessage = (waitMs: number): string => {
  const seconds = Math.ceil(waitMs / 1000);
  return `Too many coupon attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
};

/** The visitor as the throttle knows them: their address (an IPv6 one by its /64), keyed with the site secret so the table holds no address. */
export const couponVisitorKey = (secret: Buffer, clientIp: string): string =>
  createHmac('sha256', secret).update(`coupon:${visitorNetwork(clientIp)}`).digest('hex').slice(0, 32);
