import {
  type CalendarDate,
  type ClockTime,
  type DateTimeValue,
  compareDates,
  compareTimes,
  parseSubmittedDateTime,
  weekdayOf,
  isoDate,
} from './date-time-parts';
import { formatParts, formatPhpDate, parsePhpDate } from './php-date-format';

/** Minutes between two offered times (forms-addon.md §9). */
export const DATE_TIME_STEP_MINUTES = 30;

/**
 * A date-time field's limits, as the field's settings give them (the site
 * prints them as `data-min`, `data-max`, `data-exclude-days`,
 * `data-exclude-dates` on the input). `min`/`max` are submitted-form values:
 * `YYYY-MM-DD`, `YYYY-MM-DD HH:MM` or `HH:MM`. A date-only `max` includes that
 * whole day.
 */
export interface DateTimeLimits {
  readonly min?: DateTimeValue;
  readonly max?: DateTimeValue;
  /** Weekdays that cannot be picked, 0 = Sunday … 6 = Saturday. */
  readonly excludeDays?: readonly number[];
  /** Single dates that cannot be picked. */
  readonly excludeDates?: readonly CalendarDate[];
}

export type DateTimeProblem = 'invalid' | 'too-early' | 'too-late' | 'excluded-day';

/** The reasons, worded as Contact Form 7 words its date messages. */
export function dateTimeMessage(problem: DateTimeProblem, format: string): string {
  switch (problem) {
    case 'too-early': return 'This field has a too early date.';
    case 'too-late': return 'This field has a too late date.';
    case 'excluded-day': return 'This day is not available. Please choose another day.';
    default: {
      const example = formatPhpDate({ date: { year: 2025, month: 1, day: 31 }, time: { hour: 13, minute: 30 } }, format);
      return `Please enter the date in the format ${example}.`;
    }
  }
}

const END_OF_DAY: ClockTime = { hour: 23, minute: 59 };
const START_OF_DAY: ClockTime = { hour: 0, minute: 0 };

/** Compares a value with a limit on what both have; a limit's missing time is the start (min) or end (max) of its day. */
function compareWithLimit(value: DateTimeValue, limit: DateTimeValue, missingTime: ClockTime): number {
  if (value.date && limit.date) {
    const byDate = compareDates(value.date, limit.date);
    if (byDate !== 0 || !value.time) return byDate;
    return compareTimes(value.time, limit.time ?? missingTime);
  }
  if (value.time && limit.time) return compareTimes(value.time, limit.time);
  return 0;
}

/** Whether a day can be picked at all: within the date limits, not an excluded weekday or date. */
export function dayProblem(date: CalendarDate, limits: DateTimeLimits): DateTimeProblem | null {
  if (limits.min?.date && compareDates(date, limits.min.date) < 0) return 'too-early';
  if (limits.max?.date && compareDates(date, limits.max.date) > 0) return 'too-late';
  if (limits.excludeDays?.includes(weekdayOf(date))) return 'excluded-day';
  if (limits.excludeDates?.some((excluded) => compareDates(excluded, date) === 0)) return 'excluded-day';
  return null;
}

/** Why `value` cannot be submitted, or null when it can. */
export function dateTimeProblem(value: DateTimeValue, limits: DateTimeLimits): DateTimeProblem | null {
  if (value.date) {
    const problem = dayProblem(value.date, limits);
    if (problem) return problem;
  }
  if (limits.min && compareWithLimit(value, limits.min, START_OF_DAY) < 0) return 'too-early';
  if (limits.max && compareWithLimit(value, limits.max, END_OF_DAY) > 0) return 'too-late';
  return null;
}

/** The times offered on `date` (or on any day, for a time-only field): every step from 00:00, within the limits. */
export function offeredTimes(date: CalendarDate | undefined, limits: DateTimeLimits): ClockTime[] {
  const times: ClockTime[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += DATE_TIME_STEP_MINUTES) {
    const time = { hour: Math.floor(minutes / 60), minute: minutes % 60 };
    if (dateTimeProblem(date ? { date, time } : { time }, limits) === null) times.push(time);
  }
  return times;
}

/**
 * Reads a posted date-time value: the submitted form (`YYYY-MM-DD HH:MM`…)
 * that the enhanced field sends, or the display format a visitor typed into
 * the field without scripts. Either must carry the parts `format` shows.
 */
export function readPostedDateTime(text: string, format: string): DateTimeValue | null {
  const shows = formatParts(format);
  const value = parseSubmittedDateTime(text.trim()) ?? parsePhpDate(text, format);
  if (!value || Boolean(value.date) !== shows.date || Boolean(value.time) !== shows.time) return null;
  return value;
}

/** A limit's text (`YYYY-MM-DD`, `YYYY-MM-DD HH:MM`, `HH:MM`), or undefined when it is not one. */
export function parseDateTimeLimit(text: string | null | undefined): DateTimeValue | undefined {
  return text ? (parseSubmittedDateTime(text.trim()) ?? undefined) : undefined;
}

/** Weekday numbers from `0,6` (anything else in the list is ignored). */
export function parseExcludedDays(text: string | null | undefined): number[] {
  return (text ?? '').split(',').map((item) => item.trim()).filter((item) => /^[0-6]$/.test(item)).map(Number);
}

/** Dates from `2025-12-25,2026-01-01` (anything else in the list is ignored). */
export function parseExcludedDates(text: string | null | undefined): CalendarDate[] {
  return (text ?? '').split(',').flatMap((item) => {
    const value = parseSubmittedDateTime(item.trim());
    return value?.date && !value.time ? [value.date] : [];
  });
}

/** The inverse of the two parsers above, for printing limits into markup. */
export function excludedDatesText(dates: readonly CalendarDate[]): string {
  return dates.map(isoDate).join(',');
}
