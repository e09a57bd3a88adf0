import { type BookingCalendar, type CalendarDate, addMonths, compareDates, isBookableDay, isoDate } from '@cms-mf/shared-contracts/fields';
import { useLayoutEffect, useRef } from 'react';
import { monthWeeks } from '../date-time/calendar-core';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAME = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_NAME = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const utc = (day: CalendarDate) => Date.UTC(day.year, day.month - 1, day.day);

export interface BookingMonthProps {
  readonly calendar: BookingCalendar;
  readonly today: CalendarDate;
  /** The first of the month shown. */
  readonly month: CalendarDate;
  readonly chosen: readonly CalendarDate[];
  /** `YYYY-MM-DD` of the day whose button takes focus (the one just picked), or null. */
  readonly focus: string | null;
  readonly onMonth: (step: -1 | 1) => void;
  readonly onPick: (day: CalendarDate) => void;
}

/**
 * One month of the booking calendar: previous/next month controls (none
 * before this month) and a grid whose days are buttons, pressed when chosen
 * (every day between the ends of a range), disabled where the form's rules do
 * not allow them (isBookableDay).
 */
export function BookingMonth({ calendar, today, month, chosen, focus, onMonth, onPick }: BookingMonthProps) {
  const grid = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (focus) grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focus}"]`)?.focus();
  }, [focus, chosen]);
  const first = chosen[0];
  const last = chosen[chosen.length - 1];
  const label = calendar.option === 'range' ? 'Choose the first and last day' : calendar.option === 'multiple' ? 'Choose one or more days' : 'Choose a day';
  return (
    <div className="eacf7-booking-calendar" role="group" aria-label={label}>
      <div className="eacf7-booking-nav">
        <button type="button" aria-label="Previous month" disabled={compareDates(addMonths(month, -1), { ...today, day: 1 }) < 0} onClick={() => onMonth(-1)}>
          ‹
        </button>
        <p className="eacf7-booking-month" aria-live="polite">
          {MONTH_NAME.format(utc(month))}
        </p>
        <button type="button" aria-label="Next month" onClick={() => onMonth(1)}>
          ›
        </button>
      </div>
      <table ref={grid} className="eacf7-booking-grid">
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month.year, month.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const inRange = calendar.option === 'range' && first && last && compareDates(day, first) >= 0 && compareDates(day, last) <= 0;
                const picked = Boolean(inRange || chosen.some((other) => compareDates(other, day) === 0));
                return (
                  <td key={column}>
                    <button
                      type="button"
                      data-date={isoDate(day)}
                      aria-pressed={picked}
                      aria-label={DAY_NAME.format(utc(day))}
                      disabled={!isBookableDay(calendar, day, today)}
                      onClick={() => onPick(day)}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
