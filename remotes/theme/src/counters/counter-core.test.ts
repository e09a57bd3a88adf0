import { easedProgress, formatNumber, parseNumber, parsePercent, valueAt } from './counter-core';

test('percentages are read leniently and clamped to 0..100', () => {
  expect(['75', '75%', ' 40.5 % ', '120', '-5', 'x', '', null].map(parsePercent)).toEqual([75, 75, 40.5, 100, 0, 0, 0, 0]);
});

test('numbers must be finite', () => {
  expect(['1200', ' 3.5', '', 'abc', 'Infinity', null].map(parseNumber)).toEqual([1200, 3.5, 0, 0, 0, 0]);
});

test('progress eases out and ends at 1; a zero duration ends at once', () => {
  expect(easedProgress(0, 1800)).toBe(0);
  expect(easedProgress(900, 1800)).toBeCloseTo(0.875);
  expect(easedProgress(1800, 1800)).toBe(1);
  expect(easedProgress(5, 0)).toBe(1);
});

test('values count up in the target precision and format with a separator', () => {
  expect(valueAt(1200, 0.5)).toBe(600);
  expect(valueAt(99.5, 0.5)).toBe(49.8);
  expect(valueAt(7, 1)).toBe(7);
  expect(formatNumber(1234567, ',')).toBe('1,234,567');
  expect(formatNumber(1234.5, ' ')).toBe('1 234.5');
  expect(formatNumber(999, ',')).toBe('999');
  expect(formatNumber(-1200, '.')).toBe('-1.200');
  expect(formatNumber(1200, '')).toBe('1200');
});
