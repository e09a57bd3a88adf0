import { formatRatio, ratio } from './ratio';

test('ours divided by the other', () => {
  expect(ratio(10, 40)).toBe(0.25);
  expect(ratio(60, 20)).toBe(3);
});

test('no ratio when a side is missing, not finite or zero', () => {
  expect(ratio(null, 10)).toBeNull();
  expect(ratio(10, undefined)).toBeNull();
  expect(ratio(10, 0)).toBeNull();
  expect(ratio(Number.NaN, 10)).toBeNull();
});

test('formats with two decimals, one from 10× up, and a dash for none', () => {
  expect(formatRatio(0.25)).toBe('0.25×');
  expect(formatRatio(3)).toBe('3.00×');
  expect(formatRatio(12.345)).toBe('12.3×');
  expect(formatRatio(null)).toBe('—');
});
