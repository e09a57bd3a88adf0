import { type BookingCalendar, formatBookingTime, parseBookingTime } from '@cms-mf/shared-contracts/fields';

/**
 * The booking time as a list of the offered times (`calendarBookingTimes`
 * range or specific), shown in the form's 12 or 24 hour format. The select
 * takes the text input's name and place, so the form submits the chosen
 * time; the text input comes back on unmount. Without offered times the
 * text input stays as it is.
 *
 * DOM, not a component: a native select of fixed options is the browser's own UI, rendered once; a
 * component would add code and no behaviour.
 */
export function createBookingTimeSelect(input: HTMLInputElement, calendar: BookingCalendar, signal: AbortSignal): void {
  if (!calendar.times) return;
  const doc = input.ownerDocument;
  const select = doc.createElement('select');
  select.className = `${input.className} eacf7-booking-time-select`.trim();
  select.name = input.name;
  select.required = input.required || input.getAttribute('aria-required') === 'true';
  for (const attr of ['aria-required', 'aria-invalid', 'aria-describedby', 'id']) {
    const value = input.getAttribute(attr);
    if (value !== null) select.setAttribute(attr, value);
  }
  const empty = doc.createElement('option');
  empty.value = '';
  empty.textContent = 'Choose a time';
  select.append(empty);
  const current = parseBookingTime(input.value);
  for (const time of calendar.times) {
    const option = doc.createElement('option');
    option.value = option.textContent = formatBookingTime(time, calendar.timeFormat);
    option.selected = current !== undefined && current.hour === time.hour && current.minute === time.minute;
    select.append(option);
  }
  const { name, id, type } = input;
  input.removeAttribute('name');
  input.removeAttribute('id');
  // A hidden input is not labelable, so the label around both names the select.
  input.type = 'hidden';
  input.after(select);
  signal.addEventListener('abort', () => {
    select.remove();
    input.type = type;
    input.name = name;
    if (id) input.id = id;
  }, { once: true });
}
