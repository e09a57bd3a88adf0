import { type BookingCalendar, type CalendarDate, addMonths, bookingDatesValue, compareDates, isoDate, isBookableDay, parseBookingDates } from '@cms-mf/shared-contracts/fields';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BookingMonth } from './booking-month';

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
 * The booking calendar: an inline month grid under the date input
 * (booking-month.tsx), rendered into a container placed after the field's
 * label. The input stays the form's value and the calendar writes into it;
 * typing into it moves the calendar; the form's reset empties it. Ends with `signal`.
 */
export function createBookingCalendarView(input: HTMLInputElement, calendar: BookingCalendar, today: CalendarDate, signal: AbortSignal): void {
  const doc = input.ownerDocument;
  const container = doc.createElement('div');
  container.className = 'eacf7-booking-calendar-root';
  // After the label, not inside it: the calendar's text must not become the input's name.
  (input.closest('label') ?? input.closest('.eacf7-booking-date') ?? input).after(container);
  const root = createRoot(container);

  let chosen: CalendarDate[] = parseBookingDates(input.value, calendar.option) ?? [];
  let month: CalendarDate = { ...(chosen[0] ?? today), day: 1 };
  /** The day whose button keeps focus after a pick. */
  let focus: string | null = null;

  const render = () =>
    flushSync(() =>
      root.render(
        <BookingMonth
          calendar={calendar}
          today={today}
          month={month}
          chosen={chosen}
          focus={focus}
          onMonth={(step) => {
            month = addMonths(month, step);
            render();
          }}
          onPick={pick}
        />,
      ),
    );

  const write = () => {
    input.value = bookingDatesValue(chosen, calendar.option);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };

  function pick(day: CalendarDate): void {
    chosen = pickDay(chosen, day, calendar.option);
    // A range may not cross a day that cannot be booked: start again from the clicked day.
    if (calendar.option === 'range' && chosen.length === 2 && !(parseBookingDates(bookingDatesValue(chosen, 'range'), 'range') ?? []).every((d) => isBookableDay(calendar, d, today))) chosen = [day];
    focus = isoDate(day);
    write();
    render();
  }

  input.addEventListener('change', (event) => {
    if (!event.isTrusted) return;
    chosen = parseBookingDates(input.value, calendar.option) ?? [];
    if (chosen[0]) month = { ...chosen[0], day: 1 };
    focus = null;
    render();
  }, { signal });
  input.form?.addEventListener('reset', () => void Promise.resolve().then(() => {
    if (signal.aborted) return;
    chosen = [];
    focus = null;
    render();
  }), { signal });
  signal.addEventListener('abort', () => {
    root.unmount();
    container.remove();
  }, { once: true });
  render();
}
