import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BookingCalendar, CalendarDate } from '@cms-mf/shared-contracts/fields';
import { createBookingCalendarView } from './booking-calendar-view';

// Wednesday 10 June 2026; Sundays are never bookable, 20 June is disabled.
const TODAY: CalendarDate = { year: 2026, month: 6, day: 10 };
const calendarOf = (option: BookingCalendar['option']): BookingCalendar => ({
  option,
  dates: { kind: 'all' },
  excludeDays: [0],
  disabled: { list: [{ year: 2026, month: 6, day: 20 }] },
  timeFormat: '24',
  times: null,
});

let controller: AbortController;
afterEach(() => {
  act(() => controller.abort());
  document.body.innerHTML = '';
});

function setup(option: BookingCalendar['option'], value = '') {
  controller = new AbortController();
  document.body.innerHTML = `<form><p><label>Day<br><span class="eacf7-booking-date"><input type="text" name="booking_date" value="${value}"></span></label></p></form>`;
  const input = document.querySelector('input')!;
  const changes: string[] = [];
  input.addEventListener('change', () => changes.push(input.value));
  act(() => createBookingCalendarView(input, calendarOf(option), TODAY, controller.signal));
  const day = (n: number) => screen.getByRole('button', { name: new RegExp(` June ${n}, 2026$`) });
  const click = (n: number) => act(() => void fireEvent.click(day(n)));
  return { input, changes, day, click };
}

test('a labelled group after the field label: this month, no way back before it, unbookable days disabled', () => {
  setup('single');
  const group = screen.getByRole('group', { name: 'Choose a day' });
  expect(group.closest('label')).toBeNull();
  expect(within(group).getByText('June 2026')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
  expect(within(group).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  const sunday = screen.getByRole('button', { name: 'Sunday, June 14, 2026' }) as HTMLButtonElement;
  expect(sunday.disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Saturday, June 20, 2026' }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Tuesday, June 9, 2026' }) as HTMLButtonElement).disabled).toBe(true);
  act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next month' })));
  expect(within(group).getByText('July 2026')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(false);
});

test('single: a click presses the day, writes it into the field and keeps focus on it', () => {
  const { input, changes, day, click } = setup('single');
  click(12);
  expect(input.value).toBe('2026-06-12');
  expect(changes).toEqual(['2026-06-12']);
  expect(day(12).getAttribute('aria-pressed')).toBe('true');
  expect(document.activeElement).toBe(day(12));
  click(15);
  expect(day(12).getAttribute('aria-pressed')).toBe('false');
  expect(input.value).toBe('2026-06-15');
});

test('multiple: clicks add and remove days', () => {
  const { day, click } = setup('multiple');
  click(11);
  click(12);
  click(11);
  expect(screen.getByRole('group', { name: 'Choose one or more days' })).toBeTruthy();
  expect(day(11).getAttribute('aria-pressed')).toBe('false');
  expect(day(12).getAttribute('aria-pressed')).toBe('true');
});

test('range: two clicks press every day between; a range across an unbookable day starts again', () => {
  const { input, day, click } = setup('range');
  click(11);
  click(13);
  expect([11, 12, 13].map((n) => day(n).getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true']);
  const written = input.value;
  expect(written).not.toBe('');
  click(15);
  click(16);
  click(17);
  click(22);
  // 20 June is disabled and 21 June a Sunday: the range starts again at the 22nd.
  expect(day(22).getAttribute('aria-pressed')).toBe('true');
  expect(day(17).getAttribute('aria-pressed')).toBe('false');
});

test('the calendar opens on the value already in the field; the form reset empties it', async () => {
  const { day, click } = setup('single', '2026-07-03');
  expect(screen.getByText('July 2026')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Friday, July 3, 2026' }).getAttribute('aria-pressed')).toBe('true');
  act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous month' })));
  click(16);
  // (A value the visitor types moves it too: only on a trusted change, which jsdom cannot make.)
  await act(async () => {
    const form = document.querySelector('form')!;
    form.reset();
    form.dispatchEvent(new Event('reset'));
    await Promise.resolve();
  });
  expect(day(16).getAttribute('aria-pressed')).toBe('false');
});

test('aborting removes the calendar', () => {
  setup('single');
  act(() => controller.abort());
  expect(document.querySelector('.eacf7-booking-calendar')).toBeNull();
});
