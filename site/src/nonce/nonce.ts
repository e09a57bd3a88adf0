import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WordPress-style nonces (wp_create_nonce / wp_verify_nonce): an HMAC of the
 * action and the current "tick", where a tick is half the nonce lifetime. A
 * nonce made in tick t verifies in t (answer 1) and t+1 (answer 2), so it
 * lives between half a lifetime and a whole one (12 to 24 hours by default)
 * and every page view in a tick prints the same one, which keeps pages
 * cacheable for a while, as in WordPress.
 *
 * Visitors are anonymous, so unlike WordPress the nonce is not bound to a user
 * id: a CSRF token for public forms, never a proof of who is calling.
 */

/** WordPress's `nonce_life` default: one day. A site sets its own with `NONCE_LIFETIME_SECONDS` (config/config-from-env.ts). */
export const NONCE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The shortest lifetime a site may set: a tick of one second. */
export const MIN_NONCE_LIFETIME_MS = 2000;
/** Length of a nonce in hex characters (80 bits; WordPress prints 10, we keep more of the HMAC). */
export const NONCE_LENGTH = 20;

/**
 * The tick a moment falls in (WordPress: `ceil(time() / (nonce_life / 2))`).
 * @param lifetimeMs the nonce lifetime; @default NONCE_LIFETIME_MS
 */
export function nonceTick(nowMs: number, lifetimeMs = NONCE_LIFETIME_MS): number {
  return Math.ceil(nowMs / (lifetimeMs / 2));
}

/** The nonce of `action` for one tick. */
export function createNonce(secret: Buffer, action: string, tick: number): string {
  return createHmac('sha256', secret).update(`${tick}|${action}`).digest('hex').slice(0, NONCE_LENGTH);
}

/** 1 when made in the current tick, 2 when made in the previous one, false otherwise (like `wp_verify_nonce`). */
export function verifyNonce(secret: Buffer, action: string, nonce: unknown, nowMs: number, lifetimeMs = NONCE_LIFETIME_MS): 1 | 2 | false {
  if (typeof nonce !== 'string' || nonce.length !== NONCE_LENGTH) return false;
  const tick = nonceTick(nowMs, lifetimeMs);
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
