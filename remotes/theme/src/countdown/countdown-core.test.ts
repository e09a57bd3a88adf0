import { msToNextSecond, padValue, remaining, useShortLabels } from './countdown-core';

test('splits the time left into days, hours, minutes and seconds', () => {
  const end = 1_000_000;
  expect(remaining(end, (end - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5)) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, total: 183_845 });
});

test('is clamped at zero after the end and for a bad timestamp', () => {
  expect(remaining(100, 200_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 });
  expect(remaining(Number.NaN, 0).total).toBe(0);
});

test('pads values and picks short labels in narrow places', () => {
  expect(padValue(5, 2)).toBe('05');
  expect(padValue(123, 2)).toBe('123');
  expect(padValue(7, 0)).toBe('7');
  expect(useShortLabels(380, [])).toBe(true);
  expect(useShortLabels(800, ['et_pb_column_1_4'])).toBe(true);
  expect(useShortLabels(800, ['et_pb_column_1_2'])).toBe(false);
  expect(useShortLabels(0, [])).toBe(false);
  expect(msToNextSecond(12_250)).toBe(750);
  expect(msToNextSecond(12_000)).toBe(1000);
});
