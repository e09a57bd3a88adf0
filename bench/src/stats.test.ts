import { median, percentile, summarize } from './stats';

test('median of an odd and an even count', () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([7])).toBe(7);
});

test('no values give NaN rather than a made-up zero', () => {
  expect(median([])).toBeNaN();
  expect(percentile([], 95)).toBeNaN();
  expect(summarize([])).toEqual({ median: NaN, min: NaN, max: NaN, n: 0 });
});

test('summarize reports median, min, max and count without reordering the input', () => {
  const values = [30, 10, 20, 50, 40];
  expect(summarize(values)).toEqual({ median: 30, min: 10, max: 50, n: 5 });
  expect(values).toEqual([30, 10, 20, 50, 40]);
});

test('percentile is nearest-rank: always a measured value', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
  expect(percentile(twenty, 95)).toBe(19);
  expect(percentile(twenty, 50)).toBe(10);
  expect(percentile(twenty, 100)).toBe(20);
  expect(percentile(twenty, 0)).toBe(1);
  expect(percentile([3, 1, 2], 95)).toBe(3);
});

test('a percentile outside 0–100 is refused', () => {
  expect(() => percentile([1], 101)).toThrow(RangeError);
});
