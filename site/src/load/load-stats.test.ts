import fc from 'fast-check';
import { pickByWeight, quantile, summarise } from './load-stats';

test('quantiles by nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  expect([quantile(values, 0.5), quantile(values, 0.95), quantile(values, 0.99), quantile([], 0.5)]).toEqual([50, 95, 99, 0]);
  expect(summarise([3, 1, 2], 1)).toEqual({ count: 3, errors: 1, p50: 2, p95: 3, p99: 3, max: 3 });
});

test('pickByWeight always names a kind with weight, in proportion (fuzzed)', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (random) => {
      expect(['read', 'write']).toContain(pickByWeight({ read: 3, write: 1 }, random));
    }),
    { numRuns: 1000 },
  );
  expect(pickByWeight({ read: 3, write: 1 }, 0.74)).toBe('read');
  expect(pickByWeight({ read: 3, write: 1 }, 0.76)).toBe('write');
});
