import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WordPress-style nonces (wp_create_nonce / wp_verify_nonce): an HMAC of the
 * action and the current "tick", where a tick is half the nonce lifetime. A
 * nonce made in tick t verifies in t (answer 1) and t+1 (answer 2), so it
 * lives between 12 and 24 hours and every page view in a tick prints the same
 * one, which keeps pages cacheable for a while, as in WordPress.
 *
 * Visitors are anonymous, so unlike WordPress the nonce is not bound to a user
 * id: a CSRF token for public forms, never a proof of who is calling.
 */

/** WordPress's `nonce_life` default: one day. */
export const NONCE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Length of a nonce in hex characters (80 bits; WordPress prints 10, we keep more of the HMAC). */
export const NONCE_LENGTH = 20;

const TICK_MS = NONCE_LIFETIME_MS / 2;

/** The tick a moment falls in (WordPress: `ceil(time() / (nonce_life / 2))`). */
export function nonceTick(nowMs: number): number {
  return Math.ceil(nowMs / TICK_MS);
}

/** The nonce of `action` for one tick. */
export function createNonce(secret: Buffer, action: string, tick: number): string {
  return createHmac('sha256', secret).update(`${tick}|${action}`).digest('hex').slice(0, NONCE_LENGTH);
}

/** 1 when made in the current tick, 2 when made in the previous one, false otherwise (like `wp_verify_nonce`). */
export function verifyNonce(secret: Buffer, action: string, nonce: unknown, nowMs: number): 1 | 2 | false {
  if (typeof nonce !== 'string' || nonce.length !== NONCE_LENGTH) return false;
  const tick = nonceTick(nowMs);
  if (sameText(nonce, createNonce(secret, action, tick))) return 1;
  if (sameText(nonce, createNonce(secret, action, tick - 1))) return 2;
  return false;
}

/** Constant-time comparison, so the check leaks nothing about how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
