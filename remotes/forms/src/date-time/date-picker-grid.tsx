import { type CalendarDate, type DateTimeLimits, compareDates, dayProblem, isoDate } from '@cms-mf/shared-contracts/fields';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { isGridKey, monthWeeks, type GridKey } from './calendar-core';

export interface DatePickerGridProps {
  readonly locale: string;
  readonly limits: DateTimeLimits;
  /** The day with the grid's one tab stop, whose month is shown. */
  readonly focusDay: CalendarDate;
  readonly chosenDay: CalendarDate | undefined;
  /** Id of the month heading that names the grid. */
  readonly labelledBy: string;
  /** Bumped when focus must follow `focusDay` (a key moved it, a click chose a day). */
  readonly focusRequest: number;
  readonly onMove: (key: GridKey, shift: boolean) => void;
  /** Enter or Space on the focused day. */
  readonly onActivate: () => void;
  readonly onPick: (date: CalendarDate) => void;
}

const utc = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));

/**
 * The month grid of the date picker dialog (WAI-ARIA date picker pattern): a
 * `grid` whose focused day is the one tab stop; days outside the field's
 * limits are `aria-disabled`. The moves are calendar-core.ts's.
 */
export function DatePickerGrid({ locale, limits, focusDay, chosenDay, labelledBy, focusRequest, onMove, onActivate, onPick }: DatePickerGridProps) {
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const grid = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    if (focusRequest > 0) grid.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [focusRequest]);
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target as Element).closest('td[data-date]')) return;
    if (isGridKey(event.key)) {
      event.preventDefault();
      onMove(event.key, event.shiftKey);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate();
    }
  };
  // A week of 2023 that starts on Sunday 1 January: the column heads.
  const headWeek = monthWeeks(2023, 1)[1]!;
  return (
    <table ref={grid} role="grid" className="cmsmf-datepicker-grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {headWeek.map((date) => (
            <th key={date!.day} scope="col" abbr={formats.weekdayLong.format(utc(date!))}>
              {formats.weekdayShort.format(utc(date!))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(focusDay.year, focusDay.month).map((week, row) => (
          <tr key={row}>
            {week.map((date, column) =>
              date ? (
                <td
                  key={column}
                  // Implied by the grid, said outright for tools that map every td to a plain cell.
                  role="gridcell"
                  tabIndex={compareDates(date, focusDay) === 0 ? 0 : -1}
                  data-date={isoDate(date)}
                  aria-label={formats.day.format(utc(date))}
                  aria-selected={String(Boolean(chosenDay && compareDates(date, chosenDay) === 0)) as 'true' | 'false'}
                  aria-disabled={dayProblem(date, limits) ? 'true' : undefined}
                  onClick={() => onPick(date)}
                >
                  {date.day}
                </td>
              ) : (
                <td key={column} className="cmsmf-datepicker-empty" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
