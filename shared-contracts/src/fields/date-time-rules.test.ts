import {
  DATE_TIME_STEP_MINUTES,
  type DateTimeLimits,
  dateTimeMessage,
  dateTimeProblem,
  dayProblem,
  offeredTimes,
  parseDateTimeLimit,
  parseExcludedDates,
  parseExcludedDays,
  readPostedDateTime,
} from './date-time-rules';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });
const at = (date: ReturnType<typeof day>, hour: number, minute: number) => ({ date, time: { hour, minute } });

const june: DateTimeLimits = {
  min: parseDateTimeLimit('2025-06-02 09:00'),
  max: parseDateTimeLimit('2025-06-27'),
  excludeDays: parseExcludedDays('0,6'),
  excludeDates: parseExcludedDates('2025-06-09'),
};

test('steps by 30 minutes (forms-addon.md §9)', () => {
  expect(DATE_TIME_STEP_MINUTES).toBe(30);
  expect(offeredTimes(undefined, {})).toHaveLength(48);
  expect(offeredTimes(undefined, {})[1]).toEqual({ hour: 0, minute: 30 });
});

test('refuses days before min, after max, on excluded weekdays and dates', () => {
  expect(dayProblem(day(2025, 6, 1), june)).toBe('too-early');
  expect(dayProblem(day(2025, 6, 28), june)).toBe('too-late');
  expect(dayProblem(day(2025, 6, 14), june)).toBe('excluded-day'); // a Saturday
  expect(dayProblem(day(2025, 6, 15), june)).toBe('excluded-day'); // a Sunday
  expect(dayProblem(day(2025, 6, 9), june)).toBe('excluded-day'); // a Monday, excluded by date
  expect(dayProblem(day(2025, 6, 10), june)).toBeNull();
});

test('compares times on the limit days: min at its time, a date-only max through the end of its day', () => {
  expect(dateTimeProblem(at(day(2025, 6, 2), 8, 30), june)).toBe('too-early');
  expect(dateTimeProblem(at(day(2025, 6, 2), 9, 0), june)).toBeNull();
  expect(dateTimeProblem(at(day(2025, 6, 27), 23, 30), june)).toBeNull();
  expect(offeredTimes(day(2025, 6, 2), june)[0]).toEqual({ hour: 9, minute: 0 });
  expect(offeredTimes(day(2025, 6, 3), june)).toHaveLength(48);
  expect(offeredTimes(day(2025, 6, 14), june)).toHaveLength(0);
});

test('time-only fields compare times only', () => {
  const office = { min: parseDateTimeLimit('09:00'), max: parseDateTimeLimit('17:00') };
  expect(dateTimeProblem({ time: { hour: 8, minute: 30 } }, office)).toBe('too-early');
  expect(dateTimeProblem({ time: { hour: 17, minute: 30 } }, office)).toBe('too-late');
  expect(offeredTimes(undefined, office)).toHaveLength(17);
});

test('reads what the field posts, or what was typed without scripts, in the parts the format shows', () => {
  expect(readPostedDateTime('2025-06-10 14:30', 'Y-m-d h:i A')).toEqual(at(day(2025, 6, 10), 14, 30));
  expect(readPostedDateTime('2025-06-10 02:30 PM', 'Y-m-d h:i A')).toEqual(at(day(2025, 6, 10), 14, 30));
  expect(readPostedDateTime('10/06/2025', 'd/m/Y')).toEqual({ date: day(2025, 6, 10) });
  expect(readPostedDateTime('2025-06-10', 'Y-m-d h:i A')).toBeNull();
  expect(readPostedDateTime('2025-06-10 14:30', 'd/m/Y')).toBeNull();
  expect(readPostedDateTime('tomorrow', 'Y-m-d h:i A')).toBeNull();
});

test('ignores malformed limit lists', () => {
  expect(parseExcludedDays('0, 6,7,x,')).toEqual([0, 6]);
  expect(parseExcludedDates('2025-12-25, 2025-02-30,2025-12-26 10:00')).toEqual([day(2025, 12, 25)]);
  expect(parseDateTimeLimit('soon')).toBeUndefined();
  expect(parseDateTimeLimit(null)).toBeUndefined();
});

test('words the reasons as CF7 does, with an example of the format', () => {
  expect(dateTimeMessage('too-early', 'Y-m-d')).toBe('This field has a too early date.');
  expect(dateTimeMessage('too-late', 'Y-m-d')).toBe('This field has a too late date.');
  expect(dateTimeMessage('invalid', 'Y-m-d h:i A')).toBe('Please enter the date in the format 2025-01-31 01:30 PM.');
  expect(dateTimeMessage('invalid', 'd.m.Y')).toBe('Please enter the date in the format 31.01.2025.');
});
