import { createHmac } from 'node:crypto';
import { createRateLimiter, type RateLimit, type RateLimiter } from './rate-limiter';

/** What is limited: guesses at a secret (coupon codes, passwords) and work an anonymous visitor can make the site do. */
export type LimitName = 'coupon' | 'login' | 'loginAccount' | 'registration' | 'upload' | 'captcha' | 'telemetry';

/**
 * The default limits, per visitor (their address; an IPv6 visitor by their
 * /64, visitor-network.ts) unless named per target.
 * A visitor filling in forms by hand never meets them; a script guessing
 * does. Each can be set with `RATE_LIMIT_{NAME}=count/seconds` (see config/config-from-env.ts).
 */
export const DEFAULT_LIMITS: Readonly<Record<LimitName, RateLimit>> = {
  /**
   * Coupon look-ups by one visitor: `coupon_check`, and `eacf7_save_payment` when the order carries a code.
   * No counter is shared by everyone (a per-form one let 17 addresses lock every visitor out);
   * guesses spread over many addresses each meet this and the failure throttle (payments/coupon-throttle.ts).
   */
  coupon: { limit: 20, windowMs: 60_000 },
  /** Logins by one visitor. */
  login: { limit: 10, windowMs: 15 * 60_000 },
  /** Logins to one account, from everyone. */
  loginAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Sends of a registration form by one visitor. */
  registration: { limit: 10, windowMs: 60 * 60_000 },
  /** Files one visitor uploads. */
  upload: { limit: 120, windowMs: 60_000 },
  /** New math-captcha questions one visitor asks for. */
  captcha: { limit: 30, windowMs: 60_000 },
  /** Telemetry reports one visitor sends: one per sampled page view (telemetry/telemetry-route.ts). */
  telemetry: { limit: 30, windowMs: 60_000 },
};

export const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS) as LimitName[];

/** A refused attempt: how long until the next one is taken. */
export interface LimitRefusal {
  readonly name: LimitName;
  readonly retryAfterSeconds: number;
}

export interface SiteLimits {
  /**
   * Counts one attempt against each named limit for its key; the first that
   * is used up refuses (and the later ones count nothing).
   */
  take(checks: readonly (readonly [LimitName, string])[]): LimitRefusal | null;
}

/** The message a refused visitor reads. */
export const limitMessage = (refusal: LimitRefusal): string =>
  `Too many attempts. Please wait ${refusal.retryAfterSeconds} second${refusal.retryAfterSeconds === 1 ? '' : 's'} and try again.`;

/**
 * The site's limiters. Keys are HMACs with the site secret, so the maps hold
 * no addresses or e-mail addresses. In memory: a restart forgets them, and a
 * site behind a proxy must pass the visitor's address through (see README).
 */
export function createSiteLimits(secret: Buffer, now: () => Date, overrides: Partial<Record<LimitName, RateLimit>> = {}): SiteLimits {
  const limiters = new Map<LimitName, RateLimiter>(LIMIT_NAMES.map((name) => [name, createRateLimiter(overrides[name] ?? DEFAULT_LIMITS[name])]));
  const keyOf = (name: LimitName, key: string) => createHmac('sha256', secret).update(`${name}:${key}`).digest('base64url').slice(0, 22);
  return {
    take(checks) {
      const nowMs = now().getTime();
      for (const [name, key] of checks) {
        const verdict = limiters.get(name)!.take(keyOf(name, key), nowMs);
        if (!verdict.ok) return { name, retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000) };
      }
      return null;
    },
  };
}

/** `count/seconds`, as `RATE_LIMIT_LOGIN=10/900` sets it; null when malformed. */
export function parseLimit(text: string): RateLimit | null {
  const match = /^(\d{1,6})\/(\d{1,7})$/.exec(text.trim());
  if (!match) return null;
  const limit = Number(match[1]);
  const seconds = Number(match[2]);
  return limit > 0 && seconds > 0 ? { limit, windowMs: seconds * 1000 } : null;
}
