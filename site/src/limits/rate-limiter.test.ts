import fc from 'fast-check';
import { createRateLimiter } from './rate-limiter';
import { createSiteLimits, parseLimit } from './site-limits';

describe('createRateLimiter', () => {
  test('takes `limit` attempts per sliding window, then says when the next is taken', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000 });
    expect([0, 100, 200].map((at) => limiter.take('a', at).ok)).toEqual([true, true, true]);
    expect(limiter.take('a', 300)).toEqual({ ok: false, retryAfterMs: 700 });
    expect(limiter.take('b', 300).ok).toBe(true);
    expect(limiter.take('a', 1000).ok).toBe(true);
    expect(limiter.take('a', 1001)).toEqual({ ok: false, retryAfterMs: 99 });
  });

  test('never lets more than `limit` through in any window, whatever the timing (fuzzed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 1000 }), fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }), (limit, windowMs, gaps) => {
        const limiter = createRateLimiter({ limit, windowMs });
        const taken: number[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          const verdict = limiter.take('k', now);
          if (verdict.ok) taken.push(now);
          else expect(verdict.retryAfterMs).toBeGreaterThan(0);
        }
        for (const at of taken) expect(taken.filter((other) => other >= at && other - at < windowMs).length).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 1000 },
    );
  });

  test('tracks a bounded number of keys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, 100);
    for (let i = 0; i < 1000; i++) limiter.take(`k${i}`, 0);
    expect(limiter.size()).toBe(100);
  });
});

test('site limits refuse with the first used-up limit and its retry time', () => {
  let now = 0;
  const limits = createSiteLimits(Buffer.from('secret'), () => new Date(now), { login: { limit: 2, windowMs: 60_000 } });
  expect(limits.take([['login', '10.0.0.1'], ['loginAccount', 'a@example.com']])).toBeNull();
  expect(limits.take([['login', '10.0.0.1'], ['loginAccount', 'a@example.com']])).toBeNull();
  now = 30_000;
  expect(limits.take([['login', '10.0.0.1'], ['loginAccount', 'a@example.com']])).toEqual({ name: 'login', retryAfterSeconds: 30 });
  expect(limits.take([['login', '10.0.0.2'], ['loginAccount', 'b@example.com']])).toBeNull();
});

test('parseLimit reads count/seconds', () => {
  expect(parseLimit('10/900')).toEqual({ limit: 10, windowMs: 900_000 });
  for (const bad of ['10', '0/10', '10/0', 'x/y', '-1/5']) expect(parseLimit(bad)).toBeNull();
});
