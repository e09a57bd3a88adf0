/**
 * A wall-clock date and time with no time zone: what a visitor picks in the
 * date-time field and what the server compares with the field's limits. Kept
 * as numbers, never as a `Date`, so no time zone or DST shift can move it.
 */
export interface CalendarDate {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  /** 1–31. */
  readonly day: number;
}

export interface ClockTime {
  /** 0–23. */
  readonly hour: number;
  /** 0–59. */
  readonly minute: number;
}

/** A date, a time, or both, as the field's format asks. */
export interface DateTimeValue {
  readonly date?: CalendarDate;
  readonly time?: ClockTime;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday, as PHP's `w` and `Date#getDay`. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function isRealDate(date: CalendarDate): boolean {
  return (
    Number.isInteger(date.year) && date.year >= 1 && date.year <= 9999 &&
    Number.isInteger(date.month) && date.month >= 1 && date.month <= 12 &&
    Number.isInteger(date.day) && date.day >= 1 && date.day <= daysInMonth(date.year, date.month)
  );
}

/** `date` moved by `days` (negative for earlier). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** `date` moved by `months`, the day clamped to the target month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function compareTimes(a: ClockTime, b: ClockTime): number {
  return a.hour - b.hour || a.minute - b.minute;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD`. */
export function isoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** `HH:MM`, 24-hour. */
export function isoTime(time: ClockTime): string {
  return `${pad(time.hour)}:${pad(time.minute)}`;
}

/**
 * The value the field submits, whatever its display format: `YYYY-MM-DD HH:MM`
 * (24-hour), or `YYYY-MM-DD`, or `HH:MM`. Unambiguous, sortable, and readable
 * in the mail; `d/m/Y` or `h:i` alone would not be.
 */
export function submittedDateTime(value: DateTimeValue): string {
  return [value.date ? isoDate(value.date) : '', value.time ? isoTime(value.time) : ''].filter(Boolean).join(' ');
}

const DATE_PART = '(\\d{4})-(\\d{2})-(\\d{2})';
const TIME_PART = '(\\d{2}):(\\d{2})';
const SUBMITTED = new RegExp(`^(?:${DATE_PART} ${TIME_PART}|${DATE_PART}|${TIME_PART})$`);

/** Reads `submittedDateTime`'s output back; null for anything else (or an impossible date or time). */
export function parseSubmittedDateTime(text: string): DateTimeValue | null {
  const match = SUBMITTED.exec(text);
  if (!match) return null;
  const [, y1, mo1, d1, h1, mi1, y2, mo2, d2, h3, mi3] = match;
  const [year, month, day] = y1 !== undefined ? [y1, mo1, d1] : [y2, mo2, d2];
  const [hour, minute] = h1 !== undefined ? [h1, mi1] : [h3, mi3];
  const value: { date?: CalendarDate; time?: ClockTime } = {};
  if (year !== undefined) {
    const date = { year: Number(year), month: Number(month), day: Number(day) };
    if (!isRealDate(date)) return null;
    value.date = date;
  }
  if (hour !== undefined) {
    const time = { hour: Number(hour), minute: Number(minute) };
    if (time.hour > 23 || time.minute > 59) return null;
    value.time = time;
  }
  return value;
}
