import { countdownValue } from './countdown-value';

const END = 1_893_456_000; // 2030-01-01T00:00:00Z

test('prints the time left in each unit, zero-padded as the theme prints it', () => {
  const now = new Date((END - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5)) * 1000);
  expect(['days', 'hours', 'minutes', 'seconds'].map((unit) => countdownValue([String(END), unit], now))).toEqual(['002', '03', '04', '05']);
});

test('stops at zero once the end has passed, and leaves a placeholder it cannot read alone', () => {
  expect(countdownValue([String(END), 'seconds'], new Date((END + 10) * 1000))).toBe('00');
  expect(countdownValue([String(END), 'weeks'], new Date())).toBeUndefined();
  expect(countdownValue(['soon', 'days'], new Date())).toBeUndefined();
  expect(countdownValue([], new Date())).toBeUndefined();
});
