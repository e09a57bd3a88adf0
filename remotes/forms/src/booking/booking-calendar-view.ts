import { type BookingCalendar, type CalendarDate, addMonths, bookingDatesValue, compareDates, isBookableDay, isoDate, parseBookingDates } from '@cms-mf/shared-contracts/fields';
import { monthWeeks } from '../date-time/calendar-core';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** What the visitor picked next, by the calendar's option (single, multiple, range). */
export function pickDay(chosen: readonly CalendarDate[], day: CalendarDate, option: BookingCalendar['option']): CalendarDate[] {
  const same = (other: CalendarDate) => compareDates(other, day) === 0;
  if (option === 'single') return [day];
  if (option === 'multiple') return chosen.some(same) ? chosen.filter((other) => !same(other)) : [...chosen, day];
  // Range: a first click starts it, a second (later) click ends it, a third starts again.
  if (chosen.length === 1 && compareDates(day, chosen[0]!) > 0) return [chosen[0]!, day];
  return [day];
}

/**
 * The booking calendar: an inline month grid under the date input, whose
 * days are buttons (pressed when chosen, disabled when the form's rules do
 * not allow them), with previous/next month controls. The input stays the
 * form's value and the calendar writes into it; typing into it moves the
 * calendar. Ends with `signal`.
 */
export function createBookingCalendarView(input: HTMLInputElement, calendar: BookingCalendar, today: CalendarDate, signal: AbortSignal): void {
  const doc = input.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'eacf7-booking-calendar';
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', calendar.option === 'range' ? 'Choose the first and last day' : calendar.option === 'multiple' ? 'Choose one or more days' : 'Choose a day');
  const caption = doc.createElement('p');
  caption.className = 'eacf7-booking-month';
  caption.setAttribute('aria-live', 'polite');
  const prev = doc.createElement('button');
  const next = doc.createElement('button');
  prev.type = next.type = 'button';
  prev.textContent = '‹';
  next.textContent = '›';
  prev.setAttribute('aria-label', 'Previous month');
  next.setAttribute('aria-label', 'Next month');
  const grid = doc.createElement('table');
  grid.className = 'eacf7-booking-grid';
  const nav = doc.createElement('div');
  nav.className = 'eacf7-booking-nav';
  nav.append(prev, caption, next);
  root.append(nav, grid);
  // After the label, not inside it: the calendar's text must not become the input's name.
  (input.closest('label') ?? input.closest('.eacf7-booking-date') ?? input).after(root);
  signal.addEventListener('abort', () => root.remove(), { once: true });

  let chosen: CalendarDate[] = parseBookingDates(input.value, calendar.option) ?? [];
  let month: CalendarDate = { ...(chosen[0] ?? today), day: 1 };

  const render = () => {
    caption.textContent = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(month.year, month.month - 1, 1));
    prev.disabled = compareDates(addMonths(month, -1), { ...today, day: 1 }) < 0;
    // Built node by node: no HTML string, so nothing to trust on pages that require Trusted Types.
    grid.replaceChildren();
    const headRow = grid.createTHead().insertRow();
    for (const name of WEEKDAY_NAMES) {
      const cell = doc.createElement('th');
      cell.scope = 'col';
      cell.abbr = name;
      cell.textContent = name.slice(0, 2);
      headRow.append(cell);
    }
    const body = doc.createElement('tbody');
    const first = chosen[0];
    const last = chosen[chosen.length - 1];
    for (const week of monthWeeks(month.year, month.month)) {
      const row = doc.createElement('tr');
      for (const day of week) {
        const cell = doc.createElement('td');
        if (day) {
          const button = doc.createElement('button');
          button.type = 'button';
          button.textContent = String(day.day);
          button.dataset.date = isoDate(day);
          const inRange = calendar.option === 'range' && first && last && compareDates(day, first) >= 0 && compareDates(day, last) <= 0;
          const picked = inRange || chosen.some((other) => compareDates(other, day) === 0);
          button.setAttribute('aria-pressed', String(Boolean(picked)));
          button.setAttribute('aria-label', new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(day.year, day.month - 1, day.day)));
          button.disabled = !isBookableDay(calendar, day, today);
          cell.append(button);
        }
        row.append(cell);
      }
      body.append(row);
    }
    grid.append(body);
  };

  const write = () => {
    input.value = bookingDatesValue(chosen, calendar.option);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };

  grid.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-date]');
    if (!button || button.disabled) return;
    const day = parseBookingDates(button.dataset.date!, 'single')![0]!;
    chosen = pickDay(chosen, day, calendar.option);
    // A range may not cross a day that cannot be booked: start again from the clicked day.
    if (calendar.option === 'range' && chosen.length === 2 && !(parseBookingDates(bookingDatesValue(chosen, 'range'), 'range') ?? []).every((d) => isBookableDay(calendar, d, today))) chosen = [day];
    write();
    render();
    grid.querySelector<HTMLButtonElement>(`button[data-date="${isoDate(day)}"]`)?.focus();
  }, { signal });
  prev.addEventListener('click', () => { month = addMonths(month, -1); render(); }, { signal });
  next.addEventListener('click', () => { month = addMonths(month, 1); render(); }, { signal });
  input.addEventListener('change', (event) => {
    if (!event.isTrusted) return;
    chosen = parseBookingDates(input.value, calendar.option) ?? [];
    if (chosen[0]) month = { ...chosen[0], day: 1 };
    render();
  }, { signal });
  input.form?.addEventListener('reset', () => void Promise.resolve().then(() => { chosen = []; render(); }), { signal });
  render();
}
