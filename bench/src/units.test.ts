import { formatKB, formatSpread } from './units';

test('bytes as KB with one decimal', () => {
  expect(formatKB(1740)).toBe('1.7');
  expect(formatKB(45 * 1024)).toBe('45.0');
  expect(formatKB(null)).toBe('—');
  expect(formatKB(Number.NaN)).toBe('—');
});

test('a spread shows median (min–max), or one figure when all runs agree', () => {
  expect(formatSpread({ median: 412.4, min: 398.2, max: 431.9, n: 5 })).toBe('412 (398–432)');
  expect(formatSpread({ median: 3, min: 3, max: 3, n: 5 })).toBe('3');
  expect(formatSpread({ median: 1.25, min: 1, max: 2, n: 3 }, 1)).toBe('1.3 (1.0–2.0)');
  expect(formatSpread(null)).toBe('—');
  expect(formatSpread({ median: NaN, min: NaN, max: NaN, n: 0 })).toBe('—');
});
