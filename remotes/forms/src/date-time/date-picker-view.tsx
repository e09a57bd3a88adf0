import {
  type CalendarDate,
  type ClockTime,
  type DateTimeLimits,
  type DateTimeValue,
  dayProblem,
  formatPhpDate,
  isoTime,
  offeredTimes,
} from '@cms-mf/shared-contracts/fields';
import { type MouseEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { moveDay, openingDay, timeFormatOf, todayOf } from './calendar-core';
import { DatePickerGrid } from './date-picker-grid';

export interface DatePickerViewProps {
  readonly format: string;
  readonly shows: { readonly date: boolean; readonly time: boolean };
  readonly limits: DateTimeLimits;
  readonly locale: string;
  /** The field's current value, where the picker opens. */
  readonly value: DateTimeValue | null;
  /** The field's name, for the dialog's title. */
  readonly fieldLabel: string;
  /** Id of the month heading. */
  readonly headingId: string;
  readonly onChoose: (value: DateTimeValue) => void;
  /** Cancelled or chosen: the owner closes the dialog. */
  readonly onDone: () => void;
}

const utc = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));
const timeOf = (value: string): ClockTime => {
  const [hour, minute] = value.split(':').map(Number);
  return { hour: hour!, minute: minute! };
};

/**
 * The date picker dialog of the WAI-ARIA pattern, in a modal `<dialog>`
 * (focus stays inside, the page behind is inert, Escape cancels): buttons for
 * the previous and next year and month, a grid of days (date-picker-grid.tsx),
 * the 30-minute times of the chosen day, and Cancel / Choose. Days and times
 * outside the field's limits are shown unavailable and cannot be chosen.
 */
export function DatePickerView({ format, shows, limits, locale, value, fieldLabel, headingId, onChoose, onDone }: DatePickerViewProps) {
  const opening = useMemo(() => openingDay(value?.date, todayOf(new Date()), limits), [value, limits]);
  const [focusDay, setFocusDay] = useState(opening);
  const [chosenDay, setChosenDay] = useState<CalendarDate | undefined>(value?.date);
  const [chosenTime, setChosenTime] = useState<ClockTime | undefined>(value?.time);
  const [status, setStatus] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const timeSelect = useRef<HTMLSelectElement>(null);
  const title = `Choose ${shows.date ? 'date' : ''}${shows.date && shows.time ? ' and ' : ''}${shows.time ? 'time' : ''}${fieldLabel ? `: ${fieldLabel}` : ''}`;
  const monthName = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [locale]);

  // The times of the chosen day (of the day it opened on until one is chosen): the one chosen if
  // still offered, else the first from 9:00, else the first.
  const times = shows.time ? offeredTimes(shows.date ? chosenDay ?? opening : undefined, limits) : [];
  const kept = chosenTime && times.find((time) => isoTime(time) === isoTime(chosenTime));
  const shownTime = kept ?? times.find((time) => time.hour >= 9) ?? times[0];
  const timeFormat = timeFormatOf(format);

  useLayoutEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (typeof box.showModal === 'function') box.showModal();
    if (shows.date) box.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
    else timeSelect.current?.focus();
    // Opens once, as it mounts: what changes later is the content.
  }, []);

  const selectDay = (date: CalendarDate): boolean => {
    const problem = dayProblem(date, limits);
    if (problem) {
      setStatus(problem === 'excluded-day' ? 'This day is not available.' : 'This day is outside the dates you can choose.');
      return false;
    }
    setStatus('');
    setChosenDay(date);
    setFocusDay(date);
    return true;
  };
  /** `day`: the one just chosen, when the choice and the commit are one keypress (no time to pick). */
  const commit = (day = chosenDay) => {
    if (shows.date && !day) return setStatus('Choose a day first.');
    if (shows.time && !shownTime) return setStatus('No time is available on this day.');
    const chosen: { date?: CalendarDate; time?: ClockTime } = {};
    if (shows.date) chosen.date = day;
    if (shows.time) chosen.time = shownTime;
    onChoose(chosen);
    onDone();
  };
  const nav = (label: string, symbol: string, key: 'PageUp' | 'PageDown', year: boolean) => (
    <button type="button" aria-label={label} onClick={() => setFocusDay((day) => moveDay(day, key, year))}>
      {symbol}
    </button>
  );
  // A click on the backdrop (the dialog box itself, outside its content) cancels too.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const box = dialog.current;
    if (!box || event.target !== box) return;
    const rect = box.getBoundingClientRect();
    const inside = event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom;
    if (!inside) onDone();
  };

  return (
    <dialog
      ref={dialog}
      className="cmsmf-datepicker"
      aria-label={title}
      // Escape: the dialog's own cancel.
      onCancel={(event) => {
        event.preventDefault();
        onDone();
      }}
      onClick={onClick}
    >
      {shows.date ? (
        <>
          <div className="cmsmf-datepicker-header">
            {nav('Previous year', '«', 'PageUp', true)}
            {nav('Previous month', '‹', 'PageUp', false)}
            <h2 id={headingId} aria-live="polite" className="cmsmf-datepicker-month">
              {monthName.format(utc(focusDay))}
            </h2>
            {nav('Next month', '›', 'PageDown', false)}
            {nav('Next year', '»', 'PageDown', true)}
          </div>
          <DatePickerGrid
            locale={locale}
            limits={limits}
            focusDay={focusDay}
            chosenDay={chosenDay}
            labelledBy={headingId}
            focusRequest={focusRequest}
            onMove={(key, shift) => {
              setFocusDay(moveDay(focusDay, key, shift));
              setFocusRequest((n) => n + 1);
            }}
            onActivate={() => {
              if (!selectDay(focusDay)) return;
              if (shows.time) timeSelect.current?.focus();
              else commit(focusDay);
            }}
            onPick={(date) => {
              setFocusDay(date);
              if (selectDay(date)) setFocusRequest((n) => n + 1);
            }}
          />
        </>
      ) : null}
      {shows.time ? (
        <label className="cmsmf-datepicker-time-label">
          Time{' '}
          <select
            ref={timeSelect}
            className="cmsmf-datepicker-time"
            value={shownTime ? isoTime(shownTime) : ''}
            disabled={times.length === 0}
            onChange={(event) => setChosenTime(timeOf(event.currentTarget.value))}
          >
            {times.map((time) => (
              <option key={isoTime(time)} value={isoTime(time)}>
                {formatPhpDate({ time }, timeFormat)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <p className="cmsmf-datepicker-status" role="status">
        {status}
      </p>
      <div className="cmsmf-datepicker-footer">
        <button type="button" className="cmsmf-datepicker-cancel" onClick={onDone}>
          Cancel
        </button>
        <button type="button" className="cmsmf-datepicker-choose" onClick={() => commit()}>
          Choose
        </button>
      </div>
    </dialog>
  );
}
