import { parseDateTimeLimit } from '@cms-mf/shared-contracts/fields';
import { monthWeeks, moveDay, openingDay, timeFormatOf } from './calendar-core';

const d = (year: number, month: number, day: number) => ({ year, month, day });

test('lays a month out in Sunday-first weeks with empty cells around it', () => {
  const june = monthWeeks(2025, 6); // 1 June 2025 is a Sunday
  expect(june).toHaveLength(5);
  expect(june[0]![0]).toEqual(d(2025, 6, 1));
  expect(june[4]!.filter(Boolean)).toHaveLength(2);
  const feb = monthWeeks(2026, 2); // 1 Feb 2026 is a Sunday, 28 days: four full weeks
  expect(feb).toHaveLength(4);
  const nov = monthWeeks(2026, 11);
  expect(nov.flat().filter(Boolean)).toHaveLength(30);
  for (const week of nov) expect(week).toHaveLength(7);
});

test('moves focus by day, week, week edge, month and year', () => {
  const sat = d(2025, 6, 14);
  expect(moveDay(sat, 'ArrowLeft', false)).toEqual(d(2025, 6, 13));
  expect(moveDay(sat, 'ArrowRight', false)).toEqual(d(2025, 6, 15));
  expect(moveDay(sat, 'ArrowUp', false)).toEqual(d(2025, 6, 7));
  expect(moveDay(sat, 'ArrowDown', false)).toEqual(d(2025, 6, 21));
  expect(moveDay(sat, 'Home', false)).toEqual(d(2025, 6, 8));
  expect(moveDay(sat, 'End', false)).toEqual(sat);
  expect(moveDay(sat, 'PageUp', false)).toEqual(d(2025, 5, 14));
  expect(moveDay(sat, 'PageDown', true)).toEqual(d(2026, 6, 14));
  expect(moveDay(d(2025, 1, 31), 'PageDown', false)).toEqual(d(2025, 2, 28));
  expect(moveDay(d(2025, 12, 31), 'ArrowRight', false)).toEqual(d(2026, 1, 1));
});

test('opens on the chosen day, else today within min and max', () => {
  const limits = { min: parseDateTimeLimit('2026-01-01'), max: parseDateTimeLimit('2026-12-31 18:00') };
  expect(openingDay(d(2026, 3, 3), d(2025, 5, 5), limits)).toEqual(d(2026, 3, 3));
  expect(openingDay(undefined, d(2025, 5, 5), limits)).toEqual(d(2026, 1, 1));
  expect(openingDay(undefined, d(2027, 5, 5), limits)).toEqual(d(2026, 12, 31));
  expect(openingDay(undefined, d(2026, 5, 5), limits)).toEqual(d(2026, 5, 5));
});

test('lists times on the 12-hour clock when the field format does', () => {
  expect(timeFormatOf('Y-m-d h:i A')).toBe('h:i A');
  expect(timeFormatOf('d/m/Y H:i')).toBe('H:i');
  expect(timeFormatOf('Y-m-d \\a\\t H:i')).toBe('H:i');
});
