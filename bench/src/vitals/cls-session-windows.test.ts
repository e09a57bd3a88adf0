import { cumulativeLayoutShift, sessionWindows, worstWindow } from './cls-session-windows';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

test('no shift, no CLS', () => {
  expect(cumulativeLayoutShift([])).toBe(0);
  expect(worstWindow([])).toBeUndefined();
});

test('shifts less than 1 s apart add up in one window', () => {
  expect(cumulativeLayoutShift([shift(100, 0.1), shift(900, 0.05), shift(1800, 0.02)])).toBeCloseTo(0.17);
});

test('a gap of 1 s or more opens a new window, and the largest window is the CLS', () => {
  const shifts = [shift(0, 0.1), shift(1000, 0.05), shift(1500, 0.08)];
  expect(sessionWindows(shifts).map((w) => w.value)).toEqual([0.1, expect.closeTo(0.13)]);
  expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.13);
});

test('a window closes 5 s after its first shift even without a gap', () => {
  const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
  // 0, 900 … 4500 in the first window (6 shifts), 5400 … 9900 in the second (6).
  expect(sessionWindows(steady).map((w) => w.shifts.length)).toEqual([6, 6]);
  expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
});

test('shifts right after input do not count, and entries may come out of order', () => {
  expect(cumulativeLayoutShift([shift(2000, 0.3, true), shift(500, 0.02), shift(0, 0.01)])).toBeCloseTo(0.03);
  expect(worstWindow([shift(3000, 0.2), shift(0, 0.1)])?.start).toBe(3000);
});
