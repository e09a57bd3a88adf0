import { addDays, addMonths, compareDates, daysInMonth, isRealDate, parseSubmittedDateTime, submittedDateTime, weekdayOf } from './date-time-parts';

test('knows month lengths, leap years included', () => {
  expect(daysInMonth(2024, 2)).toBe(29);
  expect(daysInMonth(2025, 2)).toBe(28);
  expect(daysInMonth(1900, 2)).toBe(28);
  expect(daysInMonth(2000, 2)).toBe(29);
  expect(daysInMonth(2025, 12)).toBe(31);
  expect(isRealDate({ year: 2025, month: 2, day: 29 })).toBe(false);
  expect(isRealDate({ year: 2025, month: 13, day: 1 })).toBe(false);
});

test('weekdays, and moving by days and months across year ends', () => {
  expect(weekdayOf({ year: 2025, month: 6, day: 14 })).toBe(6);
  expect(weekdayOf({ year: 2025, month: 6, day: 15 })).toBe(0);
  expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
  expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({ year: 2025, month: 2, day: 28 });
  expect(addMonths({ year: 2025, month: 1, day: 31 }, 1)).toEqual({ year: 2025, month: 2, day: 28 });
  expect(addMonths({ year: 2025, month: 1, day: 15 }, -1)).toEqual({ year: 2024, month: 12, day: 15 });
  expect(addMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({ year: 2025, month: 2, day: 28 });
  expect(compareDates({ year: 2025, month: 1, day: 2 }, { year: 2025, month: 1, day: 1 })).toBeGreaterThan(0);
});

test('the submitted value is YYYY-MM-DD HH:MM, or either half alone, and reads back', () => {
  const both = { date: { year: 2025, month: 6, day: 4 }, time: { hour: 0, minute: 30 } };
  expect(submittedDateTime(both)).toBe('2025-06-04 00:30');
  expect(submittedDateTime({ date: both.date })).toBe('2025-06-04');
  expect(submittedDateTime({ time: { hour: 23, minute: 0 } })).toBe('23:00');
  expect(parseSubmittedDateTime('2025-06-04 00:30')).toEqual(both);
  expect(parseSubmittedDateTime('2025-06-04')).toEqual({ date: both.date });
  expect(parseSubmittedDateTime('23:00')).toEqual({ time: { hour: 23, minute: 0 } });
  for (const bad of ['', '2025-02-29', '2025-06-04 24:00', '2025-06-0400:30', '2025-6-4', '06/04/2025', '2025-06-04 12:60', ' 2025-06-04']) {
    expect(parseSubmittedDateTime(bad)).toBeNull();
  }
});
