/** One limit: at most `limit` attempts per `windowMs`. */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

export type RateVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number };

export interface RateLimiter {
  /** Counts one attempt under `key`; refused (counting nothing) when the key has used its limit in the window. */
  take(key: string, nowMs: number): RateVerdict;
  /** Keys tracked now (for tests and the bound). */
  size(): number;
}

/** Keys kept at most; past it the least recently used go first, so a flood of made-up keys cannot fill memory. */
export const MAX_TRACKED_KEYS = 50_000;

/**
 * A sliding-window limiter: each key keeps the times of its recent attempts,
 * at most `limit` of them, so memory is bounded by keys × limit. Pure apart
 * from its own map: the caller passes the clock.
 */
export function createRateLimiter({ limit, windowMs }: RateLimit, maxKeys = MAX_TRACKED_KEYS): RateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    take(key, nowMs) {
      const recent = (attempts.get(key) ?? []).filter((at) => nowMs - at < windowMs);
      attempts.delete(key);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return { ok: false, retryAfterMs: Math.max(1, recent[0]! + windowMs - nowMs) };
      }
      recent.push(nowMs);
      attempts.set(key, recent);
      if (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value!);
      return { ok: true };
    },
    size: () => attempts.size,
  };
}
