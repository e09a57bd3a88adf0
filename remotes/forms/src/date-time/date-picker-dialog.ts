import {
  type CalendarDate,
  type ClockTime,
  type DateTimeLimits,
  type DateTimeValue,
  compareDates,
  dayProblem,
  formatPhpDate,
  isoDate,
  isoTime,
  offeredTimes,
} from '@cms-mf/shared-contracts/fields';
import { isGridKey, monthWeeks, moveDay, openingDay, timeFormatOf, todayOf } from './calendar-core';

export interface DatePickerOptions {
  readonly doc: Document;
  readonly format: string;
  readonly shows: { readonly date: boolean; readonly time: boolean };
  readonly limits: DateTimeLimits;
  readonly locale: string;
  /** The field's current value, where the picker opens. */
  readonly value: DateTimeValue | null;
  /** The field's name, for the dialog's title. */
  readonly fieldLabel: string;
  readonly onChoose: (value: DateTimeValue) => void;
  /** The dialog closed (chosen or not): focus goes back to the opener. */
  readonly onClose: () => void;
}

/**
 * The date picker dialog of the WAI-ARIA pattern, in a modal `<dialog>`
 * (focus stays inside, the page behind is inert, Escape cancels): buttons for
 * the previous and next year and month, a grid of days (arrows, Home/End,
 * Page Up/Down, Shift+Page Up/Down; Enter or Space chooses), the 30-minute
 * times of the chosen day, and Cancel / Choose. Days and times outside the
 * field's limits are shown unavailable and cannot be chosen.
 */
export function openDatePicker(options: DatePickerOptions): () => void {
  const { doc, limits, locale, shows } = options;
  const dialog = doc.createElement('dialog');
  dialog.className = 'cmsmf-datepicker';
  const title = `Choose ${shows.date ? 'date' : ''}${shows.date && shows.time ? ' and ' : ''}${shows.time ? 'time' : ''}${options.fieldLabel ? `: ${options.fieldLabel}` : ''}`;
  dialog.setAttribute('aria-label', title);
  let focusDay = openingDay(options.value?.date, todayOf(new Date()), limits);
  let chosenDay: CalendarDate | undefined = options.value?.date;
  let chosenTime: ClockTime | undefined = options.value?.time;

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text = ''): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    if (text) node.textContent = text;
    return node;
  };
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const utc = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));

  const heading = el('h2', { id: `cmsmf-dp-${Date.now()}`, 'aria-live': 'polite', class: 'cmsmf-datepicker-month' });
  const nav = (label: string, symbol: string, move: (date: CalendarDate) => CalendarDate) => {
    const button = el('button', { type: 'button', 'aria-label': label }, symbol);
    button.addEventListener('click', () => {
      focusDay = move(focusDay);
      renderGrid(false);
    });
    return button;
  };
  const grid = el('table', { role: 'grid', class: 'cmsmf-datepicker-grid' });
  const timeSelect = el('select', { class: 'cmsmf-datepicker-time', 'aria-label': 'Time' });
  const status = el('p', { class: 'cmsmf-datepicker-status', role: 'status' });

  if (shows.date) {
    const header = el('div', { class: 'cmsmf-datepicker-header' });
    header.append(
      nav('Previous year', '«', (date) => moveDay(date, 'PageUp', true)),
      nav('Previous month', '‹', (date) => moveDay(date, 'PageUp', false)),
      heading,
      nav('Next month', '›', (date) => moveDay(date, 'PageDown', false)),
      nav('Next year', '»', (date) => moveDay(date, 'PageDown', true)),
    );
    grid.setAttribute('aria-labelledby', heading.id);
    dialog.append(header, grid);
  }
  if (shows.time) {
    const label = el('label', { class: 'cmsmf-datepicker-time-label' }, 'Time ');
    label.append(timeSelect);
    timeSelect.removeAttribute('aria-label');
    dialog.append(label);
  }
  const footer = el('div', { class: 'cmsmf-datepicker-footer' });
  const cancel = el('button', { type: 'button', class: 'cmsmf-datepicker-cancel' }, 'Cancel');
  const choose = el('button', { type: 'button', class: 'cmsmf-datepicker-choose' }, 'Choose');
  footer.append(cancel, choose);
  dialog.append(status, footer);

  function renderGrid(moveFocus: boolean): void {
    heading.textContent = monthName.format(utc(focusDay));
    const head = el('thead');
    const headRow = el('tr');
    for (const date of monthWeeks(2023, 1)[1]!) {
      headRow.append(el('th', { scope: 'col', abbr: weekdayLong.format(utc(date!)) }, weekdayShort.format(utc(date!))));
    }
    head.append(headRow);
    const body = el('tbody');
    for (const week of monthWeeks(focusDay.year, focusDay.month)) {
      const row = el('tr');
      for (const date of week) {
        if (!date) {
          row.append(el('td', { class: 'cmsmf-datepicker-empty' }));
          continue;
        }
        const focused = compareDates(date, focusDay) === 0;
        const cell = el('td', {
          tabindex: focused ? '0' : '-1',
          'data-date': isoDate(date),
          'aria-label': dayName.format(utc(date)),
          'aria-selected': String(Boolean(chosenDay && compareDates(date, chosenDay) === 0)),
        }, String(date.day));
        if (dayProblem(date, limits)) cell.setAttribute('aria-disabled', 'true');
        row.append(cell);
      }
      body.append(row);
    }
    grid.replaceChildren(head, body);
    if (moveFocus) grid.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }

  function renderTimes(): void {
    const day = shows.date ? chosenDay ?? focusDay : undefined;
    const times = offeredTimes(day, limits);
    const timeFormat = timeFormatOf(options.format);
    timeSelect.replaceChildren(
      ...times.map((time) => {
        const option = el('option', { value: isoTime(time) }, formatPhpDate({ time }, timeFormat));
        return option;
      }),
    );
    const keep = chosenTime && times.find((time) => isoTime(time) === isoTime(chosenTime!));
    const first = keep ?? times.find((time) => time.hour >= 9) ?? times[0];
    if (first) timeSelect.value = isoTime(first);
    timeSelect.disabled = times.length === 0;
  }

  function selectDay(date: CalendarDate): boolean {
    const problem = dayProblem(date, limits);
    if (problem) {
      status.textContent = problem === 'excluded-day' ? 'This day is not available.' : 'This day is outside the dates you can choose.';
      return false;
    }
    status.textContent = '';
    chosenDay = date;
    focusDay = date;
    renderGrid(false);
    if (shows.time) renderTimes();
    return true;
  }

  function commit(): void {
    const day = chosenDay;
    if (shows.date && !day) {
      status.textContent = 'Choose a day first.';
      return;
    }
    if (shows.time && timeSelect.value === '') {
      status.textContent = 'No time is available on this day.';
      return;
    }
    const [hour, minute] = timeSelect.value.split(':').map(Number);
    const value: { date?: CalendarDate; time?: ClockTime } = {};
    if (shows.date) value.date = day;
    if (shows.time) value.time = { hour: hour!, minute: minute! };
    options.onChoose(value);
    close();
  }

  grid.addEventListener('keydown', (event) => {
    const cell = (event.target as Element).closest('td[data-date]');
    if (!cell) return;
    if (isGridKey(event.key)) {
      event.preventDefault();
      focusDay = moveDay(focusDay, event.key, event.shiftKey);
      renderGrid(true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!selectDay(focusDay)) return;
      if (shows.time) timeSelect.focus();
      else commit();
    }
  });
  grid.addEventListener('click', (event) => {
    const cell = (event.target as Element).closest<HTMLElement>('td[data-date]');
    if (!cell) return;
    const [year, month, day] = cell.getAttribute('data-date')!.split('-').map(Number);
    focusDay = { year: year!, month: month!, day: day! };
    if (selectDay(focusDay)) grid.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  });
  timeSelect.addEventListener('change', () => {
    const [hour, minute] = timeSelect.value.split(':').map(Number);
    chosenTime = { hour: hour!, minute: minute! };
  });
  cancel.addEventListener('click', () => close());
  choose.addEventListener('click', () => commit());
  // Escape: the dialog's own cancel.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  // A click on the backdrop (the dialog box itself, outside its content) cancels too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) {
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) close();
    }
  });

  let closed = false;
  function close(): void {
    if (closed) return;
    closed = true;
    if (dialog.open) dialog.close();
    dialog.remove();
    options.onClose();
  }

  doc.body.append(dialog);
  if (shows.date) renderGrid(false);
  if (shows.time) renderTimes();
  dialog.showModal();
  if (shows.date) grid.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  else timeSelect.focus();
  return () => {
    if (!closed) {
      closed = true;
      if (dialog.open) dialog.close();
      dialog.remove();
    }
  };
}

export const DATE_PICKER_CSS = `
.cmsmf-datepicker{box-sizing:border-box;width:min(24rem,calc(100vw - 1rem));max-width:none;padding:1rem;border:1px solid #8c8f94;border-radius:6px;color:#1b1b1b;background:#fff;font-weight:400}
.cmsmf-datepicker::backdrop{background:rgba(0,0,0,.35)}
.cmsmf-datepicker-header{display:flex;align-items:center;gap:.25rem}
.cmsmf-datepicker-header h2{flex:1;margin:0;font-size:1.05rem;text-align:center}
.cmsmf-datepicker button{min-width:2.5rem;min-height:2.5rem;padding:.25rem .6rem;font:inherit;color:#fff;background:#2271b1;border:0;border-radius:4px;cursor:pointer}
.cmsmf-datepicker .cmsmf-datepicker-cancel{color:#1b1b1b;background:#f0f0f1;border:1px solid #8c8f94}
.cmsmf-datepicker-grid{width:100%;margin:.5rem 0;border-collapse:collapse;table-layout:fixed}
.cmsmf-datepicker-grid th{font-size:.8rem;padding:.25rem 0}
.cmsmf-datepicker-grid td{height:2.5rem;text-align:center;border-radius:4px;cursor:pointer}
.cmsmf-datepicker-grid td[aria-selected=true]{background:#2271b1;color:#fff;font-weight:700;text-decoration:underline}
.cmsmf-datepicker-grid td[aria-disabled=true]{color:#6b6e72;text-decoration:line-through;cursor:not-allowed}
.cmsmf-datepicker-grid td:focus{outline:3px solid #1b1b1b;outline-offset:-3px}
.cmsmf-datepicker-time-label{display:flex;align-items:center;gap:.5rem;font-weight:600}
.cmsmf-datepicker-time{flex:1;padding:.4rem;font:inherit}
.cmsmf-datepicker-status{min-height:1.2em;margin:.5rem 0;color:#b32d2e}
.cmsmf-datepicker-footer{display:flex;justify-content:flex-end;gap:.5rem}
`;
