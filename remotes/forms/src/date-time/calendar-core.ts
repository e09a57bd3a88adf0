import {
  type CalendarDate,
  type DateTimeLimits,
  addDays,
  addMonths,
  compareDates,
  daysInMonth,
  weekdayOf,
} from '@cms-mf/shared-contracts/fields';

/**
 * The month grid of the date picker: weeks of seven cells starting on Sunday,
 * `null` where a day belongs to the month before or after (shown empty, as
 * the WAI-ARIA date picker dialog example does).
 */
export function monthWeeks(year: number, month: number): (CalendarDate | null)[][] {
  const first = weekdayOf({ year, month, day: 1 });
  const length = daysInMonth(year, month);
  const cells: (CalendarDate | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Keys of the grid (WAI-ARIA date picker dialog pattern). */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export function isGridKey(key: string): key is GridKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
}

/**
 * Where focus goes in the grid: a day left/right, a week up/down, the start or
 * end of the week, a month (a year with Shift) back or forward, the day kept
 * where the month allows (31 Jan → 28 Feb).
 */
export function moveDay(date: CalendarDate, key: GridKey, shift: boolean): CalendarDate {
  const weekday = weekdayOf(date);
  switch (key) {
    case 'ArrowLeft': return addDays(date, -1);
    case 'ArrowRight': return addDays(date, 1);
    case 'ArrowUp': return addDays(date, -7);
    case 'ArrowDown': return addDays(date, 7);
    case 'Home': return addDays(date, -weekday);
    case 'End': return addDays(date, 6 - weekday);
    case 'PageUp': return addMonths(date, shift ? -12 : -1);
    default: return addMonths(date, shift ? 12 : 1);
  }
}

/** The day the picker opens on: the chosen one, else today, moved into the min/max range. */
export function openingDay(chosen: CalendarDate | undefined, today: CalendarDate, limits: DateTimeLimits): CalendarDate {
  if (chosen) return chosen;
  if (limits.min?.date && compareDates(today, limits.min.date) < 0) return limits.min.date;
  if (limits.max?.date && compareDates(today, limits.max.date) > 0) return limits.max.date;
  return today;
}

/** Today in the visitor's own calendar. */
export function todayOf(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The display format of the time list: 12-hour when the field's format is. */
export function timeFormatOf(format: string): string {
  return /(^|[^\\])[aAgh]/.test(format) ? 'h:i A' : 'H:i';
}
