import type { BookingSettings } from '../settings/forms/booking';
import { type CalendarDate, type ClockTime, addDays, compareDates, compareTimes, isRealDate, isoDate, isoTime, weekdayOf } from './date-time-parts';
import { parseExcludedDates } from './date-time-rules';

/**
 * A booking form's calendar rules (forms-addon.md §3 "Booking"), read from
 * its `eacf7IBookingData_{id}` settings. The forms remote offers only what
 * they allow; the reference site refuses anything else, on the submission and
 * on `eacf7_add_to_cart`.
 *
 * Values as the booking inputs submit them: a date `YYYY-MM-DD`; several
 * dates `YYYY-MM-DD, YYYY-MM-DD` (`multiple`); a range `YYYY-MM-DD to
 * YYYY-MM-DD` (`range`); a time `HH:MM` (24 h) or `hh:mm AM` (12 h).
 * `calendarBookingDates` is `all`, `range` (start/end) or `specific` (a list);
 * `calendarBookingTimes` is `all`, `range` (start/end, every 30 minutes) or
 * `specific` (a list).
 */
export interface BookingCalendar {
  readonly option: 'single' | 'multiple' | 'range';
  /** Bookable dates: all from today, within [start, end], or only these. */
  readonly dates: { readonly kind: 'all' } | { readonly kind: 'range'; readonly start?: CalendarDate; readonly end?: CalendarDate } | { readonly kind: 'specific'; readonly list: readonly CalendarDate[] };
  /** Weekdays never bookable, 0 = Sunday. */
  readonly excludeDays: readonly number[];
  /** A disabled stretch and single disabled dates. */
  readonly disabled: { readonly start?: CalendarDate; readonly end?: CalendarDate; readonly list: readonly CalendarDate[] };
  readonly timeFormat: '12' | '24';
  /** Offered times, or null for any time. */
  readonly times: readonly ClockTime[] | null;
}

/** Minutes between offered times in a time range (forms-addon.md §9: step 30 minutes). */
export const BOOKING_TIME_STEP_MINUTES = 30;
/** Longest bookable range, in days, so a range cannot hold the whole calendar. */
export const BOOKING_MAX_RANGE_DAYS = 62;

export const BOOKING_MESSAGES = {
  date: 'This date cannot be booked. Please choose another day.',
  time: 'This time cannot be booked. Please choose another time.',
  format: 'Please choose a date from the calendar.',
} as const;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const oneDate = (text: unknown): CalendarDate | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : undefined;
};

/** `HH:MM` (24 h) or `h:mm AM|PM`. */
export function parseBookingTime(text: unknown): ClockTime | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/.exec(String(text ?? '').trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toUpperCase();
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'PM' ? 12 : 0);
  }
  return hour <= 23 && minute <= 59 ? { hour, minute } : undefined;
}

/** A time as the form shows and submits it: `14:30` or `02:30 PM`. */
export function formatBookingTime(time: ClockTime, format: '12' | '24'): string {
  if (format === '24') return isoTime(time);
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${String(hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

export function readBookingCalendar(settings: BookingSettings | undefined): BookingCalendar {
  const s = settings ?? {};
  const option = s.calendarDateOption === 'multiple' || s.calendarDateOption === 'range' ? s.calendarDateOption : 'single';
  const dates: BookingCalendar['dates'] =
    s.calendarBookingDates === 'range' ? { kind: 'range', start: oneDate(s.calendarDateRangeStart), end: oneDate(s.calendarDateRangeEnd) }
      : s.calendarBookingDates === 'specific' ? { kind: 'specific', list: parseExcludedDates(s.calendarSpecificDate) }
        : { kind: 'all' };
  const excludeDays = (s.calendarExcludeDays ?? []).flatMap((day) => {
    const text = String(day).trim().toLowerCase();
    if (/^[0-6]$/.test(text)) return [Number(text)];
    const index = WEEKDAYS.findIndex((name) => name === text || name.slice(0, 3) === text);
    return index >= 0 ? [index] : [];
  });
  const disabled = { start: oneDate(s.calendarDisableStart), end: oneDate(s.calendarDisableEnd), list: parseExcludedDates(s.calendarDisableSpecific) };
  const timeFormat = String(s.calendarTimeFormat) === '12' ? '12' : '24';
  return { option, dates, excludeDays, disabled, timeFormat, times: offeredTimes(s) };
}

function offeredTimes(s: BookingSettings): readonly ClockTime[] | null {
  if (s.calendarBookingTimes === 'specific') {
    return (s.calendarTimeSpecific ?? '').split(',').flatMap((item) => parseBookingTime(item) ?? []).sort(compareTimes);
  }
  if (s.calendarBookingTimes !== 'range') return null;
  const start = parseBookingTime(s.calendarTimeRangeStart) ?? { hour: 0, minute: 0 };
  const end = parseBookingTime(s.calendarTimeRangeEnd) ?? { hour: 23, minute: 59 };
  const times: ClockTime[] = [];
  for (let minutes = start.hour * 60 + start.minute; minutes <= end.hour * 60 + end.minute; minutes += BOOKING_TIME_STEP_MINUTES) {
    times.push({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
  }
  return times;
}

const within = (date: CalendarDate, start?: CalendarDate, end?: CalendarDate) =>
  (!start || compareDates(date, start) >= 0) && (!end || compareDates(date, end) <= 0);
const same = (a: CalendarDate) => (b: CalendarDate) => compareDates(a, b) === 0;

/** Whether one day can be booked: not before today, within the bookable dates, not an excluded weekday, not disabled. */
export function isBookableDay(calendar: BookingCalendar, date: CalendarDate, today: CalendarDate): boolean {
  if (!isRealDate(date) || compareDates(date, today) < 0) return false;
  const { dates, disabled } = calendar;
  if (dates.kind === 'range' && !within(date, dates.start, dates.end)) return false;
  if (dates.kind === 'specific' && !dates.list.some(same(date))) return false;
  if (calendar.excludeDays.includes(weekdayOf(date))) return false;
  // A disabled stretch with one end open runs from its start on, or up to its end.
  if ((disabled.start || disabled.end) && within(date, disabled.start, disabled.end)) return false;
  return !disabled.list.some(same(date));
}

/** The days a submitted date value names, by the calendar's option; undefined when it is not such a value. */
export function parseBookingDates(value: string, option: BookingCalendar['option']): CalendarDate[] | undefined {
  const text = value.trim();
  if (option === 'range') {
    const [from, to, ...rest] = text.split(/\s+to\s+/);
    const start = oneDate(from);
    const end = to === undefined ? start : oneDate(to);
    if (!start || !end || rest.length > 0 || compareDates(start, end) > 0) return undefined;
    const days: CalendarDate[] = [];
    for (let day = start; compareDates(day, end) <= 0; day = addDays(day, 1)) {
      days.push(day);
      if (days.length > BOOKING_MAX_RANGE_DAYS) return undefined;
    }
    return days;
  }
  const parts = option === 'multiple' ? text.split(',') : [text];
  const days = parts.map(oneDate);
  if (days.length === 0 || days.some((day) => !day)) return undefined;
  return [...new Map((days as CalendarDate[]).map((day) => [isoDate(day), day])).values()];
}

/** The submitted value of a choice of days, in the calendar's own syntax. */
export function bookingDatesValue(days: readonly CalendarDate[], option: BookingCalendar['option']): string {
  const sorted = [...days].sort(compareDates);
  if (option === 'range') return sorted.length === 0 ? '' : sorted.length === 1 ? isoDate(sorted[0]!) : `${isoDate(sorted[0]!)} to ${isoDate(sorted[sorted.length - 1]!)}`;
  return sorted.map(isoDate).join(', ');
}

const HINT_EXAMPLE: readonly CalendarDate[] = [{ year: 2026, month: 7, day: 14 }, { year: 2026, month: 7, day: 16 }];

/**
 * How to type a booking date by hand (without the calendar, or without
 * scripts), in the calendar's own syntax, with an example `bookingDatesValue` writes.
 */
export function bookingDateHint(option: BookingCalendar['option']): string {
  const example = bookingDatesValue(option === 'single' ? HINT_EXAMPLE.slice(0, 1) : HINT_EXAMPLE, option);
  if (option === 'range') return `Type the first and last day as YYYY-MM-DD to YYYY-MM-DD, for example ${example}.`;
  if (option === 'multiple') return `Type each day as YYYY-MM-DD, separated by commas, for example ${example}.`;
  return `Type the day as YYYY-MM-DD, for example ${example}.`;
}

/** Why a submitted booking date is refused, or null; an empty value is the `required` rule's business. */
export function bookingDateProblem(calendar: BookingCalendar, value: string, today: CalendarDate): string | null {
  if (value.trim() === '') return null;
  const days = parseBookingDates(value, calendar.option);
  if (!days) return BOOKING_MESSAGES.format;
  return days.every((day) => isBookableDay(calendar, day, today)) ? null : BOOKING_MESSAGES.date;
}

/** Why a submitted booking time is refused, or null. */
export function bookingTimeProblem(calendar: BookingCalendar, value: string): string | null {
  if (value.trim() === '') return null;
  const time = parseBookingTime(value);
  if (!time) return BOOKING_MESSAGES.time;
  return calendar.times === null || calendar.times.some((offered) => compareTimes(offered, time) === 0) ? null : BOOKING_MESSAGES.time;
}
