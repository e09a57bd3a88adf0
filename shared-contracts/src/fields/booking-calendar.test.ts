import {
  bookingDateHint, bookingDateProblem, bookingDatesValue, bookingTimeProblem, formatBookingTime, isBookableDay, parseBookingDates, parseBookingTime, readBookingCalendar,
} from './booking-calendar';

const d = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};
const today = d('2026-03-02'); // a Monday

describe('dates', () => {
  test('all dates from today on', () => {
    const calendar = readBookingCalendar({});
    expect(isBookableDay(calendar, d('2026-03-01'), today)).toBe(false);
    expect(isBookableDay(calendar, today, today)).toBe(true);
    expect(isBookableDay(calendar, d('2027-01-01'), today)).toBe(true);
  });
  test('a date range, and specific dates', () => {
    const range = readBookingCalendar({ calendarBookingDates: 'range', calendarDateRangeStart: '2026-03-10', calendarDateRangeEnd: '2026-03-20' });
    expect(isBookableDay(range, d('2026-03-09'), today)).toBe(false);
    expect(isBookableDay(range, d('2026-03-10'), today)).toBe(true);
    expect(isBookableDay(range, d('2026-03-20'), today)).toBe(true);
    expect(isBookableDay(range, d('2026-03-21'), today)).toBe(false);
    const specific = readBookingCalendar({ calendarBookingDates: 'specific', calendarSpecificDate: '2026-04-01, 2026-04-03' });
    expect(isBookableDay(specific, d('2026-04-01'), today)).toBe(true);
    expect(isBookableDay(specific, d('2026-04-02'), today)).toBe(false);
  });
  test('excluded weekdays, by number or name', () => {
    const calendar = readBookingCalendar({ calendarExcludeDays: [0, 'saturday', 'Tue'] });
    expect(isBookableDay(calendar, d('2026-03-07'), today)).toBe(false); // Saturday
    expect(isBookableDay(calendar, d('2026-03-08'), today)).toBe(false); // Sunday
    expect(isBookableDay(calendar, d('2026-03-03'), today)).toBe(false); // Tuesday
    expect(isBookableDay(calendar, d('2026-03-04'), today)).toBe(true);
  });
  test('disabled stretch and disabled dates', () => {
    const calendar = readBookingCalendar({ calendarDisableStart: '2026-03-10', calendarDisableEnd: '2026-03-12', calendarDisableSpecific: '2026-03-20' });
    expect(isBookableDay(calendar, d('2026-03-09'), today)).toBe(true);
    expect(isBookableDay(calendar, d('2026-03-11'), today)).toBe(false);
    expect(isBookableDay(calendar, d('2026-03-20'), today)).toBe(false);
    const open = readBookingCalendar({ calendarDisableStart: '2026-06-01' });
    expect(isBookableDay(open, d('2027-06-01'), today)).toBe(false);
  });
});

describe('single, multiple and range values', () => {
  test('parse and print', () => {
    expect(parseBookingDates('2026-03-04', 'single')).toEqual([d('2026-03-04')]);
    expect(parseBookingDates('2026-03-04, 2026-03-06', 'single')).toBeUndefined();
    expect(parseBookingDates('2026-03-06, 2026-03-04,2026-03-04', 'multiple')).toEqual([d('2026-03-06'), d('2026-03-04')]);
    expect(parseBookingDates('2026-03-04 to 2026-03-06', 'range')).toEqual([d('2026-03-04'), d('2026-03-05'), d('2026-03-06')]);
    expect(parseBookingDates('2026-03-06 to 2026-03-04', 'range')).toBeUndefined();
    expect(parseBookingDates('2026-01-01 to 2027-01-01', 'range')).toBeUndefined();
    expect(parseBookingDates('2026-02-30', 'single')).toBeUndefined();
    expect(bookingDatesValue([d('2026-03-06'), d('2026-03-04')], 'multiple')).toBe('2026-03-04, 2026-03-06');
    expect(bookingDatesValue([d('2026-03-06'), d('2026-03-04')], 'range')).toBe('2026-03-04 to 2026-03-06');
  });
  test('a range is refused when any day in it is not bookable', () => {
    const calendar = readBookingCalendar({ calendarDateOption: 'range', calendarExcludeDays: [0] });
    expect(bookingDateProblem(calendar, '2026-03-04 to 2026-03-07', today)).toBeNull();
    expect(bookingDateProblem(calendar, '2026-03-04 to 2026-03-09', today)).toMatch(/cannot be booked/);
    expect(bookingDateProblem(calendar, 'next tuesday', today)).toMatch(/from the calendar/);
    expect(bookingDateProblem(calendar, '', today)).toBeNull();
  });
});

describe('times', () => {
  test('12 and 24 hour forms', () => {
    expect(parseBookingTime('14:30')).toEqual({ hour: 14, minute: 30 });
    expect(parseBookingTime('02:30 PM')).toEqual({ hour: 14, minute: 30 });
    expect(parseBookingTime('12:00 AM')).toEqual({ hour: 0, minute: 0 });
    expect(parseBookingTime('13:00 PM')).toBeUndefined();
    expect(formatBookingTime({ hour: 14, minute: 30 }, '12')).toBe('02:30 PM');
    expect(formatBookingTime({ hour: 0, minute: 0 }, '12')).toBe('12:00 AM');
    expect(formatBookingTime({ hour: 9, minute: 0 }, '24')).toBe('09:00');
  });
  test('a time range every 30 minutes, or specific times', () => {
    const range = readBookingCalendar({ calendarBookingTimes: 'range', calendarTimeRangeStart: '09:00', calendarTimeRangeEnd: '10:30' });
    expect(range.times!.map((t) => formatBookingTime(t, '24'))).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(bookingTimeProblem(range, '09:30')).toBeNull();
    expect(bookingTimeProblem(range, '09:30 AM')).toBeNull();
    expect(bookingTimeProblem(range, '09:15')).toMatch(/cannot be booked/);
    expect(bookingTimeProblem(range, '11:00')).toMatch(/cannot be booked/);
    const specific = readBookingCalendar({ calendarBookingTimes: 'specific', calendarTimeSpecific: '14:00, 10:00 AM', calendarTimeFormat: '12' });
    expect(specific.times!.map((t) => formatBookingTime(t, specific.timeFormat))).toEqual(['10:00 AM', '02:00 PM']);
    expect(readBookingCalendar({}).times).toBeNull();
    expect(bookingTimeProblem(readBookingCalendar({}), 'noon')).toMatch(/cannot be booked/);
  });
});

describe('bookingDateHint', () => {
  test.each(['single', 'multiple', 'range'] as const)('the %s hint names YYYY-MM-DD and its example is a value the option accepts', (option) => {
    const hint = bookingDateHint(option);
    expect(hint).toContain('YYYY-MM-DD');
    const example = /for example (.+)\.$/.exec(hint)?.[1] ?? '';
    expect(parseBookingDates(example, option)?.length).toBeGreaterThan(0);
  });
});
