/** @jest-environment jsdom */
import bookingModule from './index';
import { PRO_GLOBALS, testContext } from '../test-support/test-context';

test('the calendar and the time list take the inputs\' place, labelled, and give them back', async () => {
  document.body.innerHTML = `<div class="wpcf7" data-wpcf7-id="148"><form class="wpcf7-form"><input type="hidden" name="_wpcf7" value="148">
    <p><label>Day<br><span class="wpcf7-form-control-wrap" data-name="booking_date"><span class="eacf7-booking-date"><input type="text" name="booking_date"></span></span></label></p>
    <p><label>Start time<br><span class="wpcf7-form-control-wrap" data-name="booking_time"><span class="eacf7-booking-time"><input type="text" name="booking_time" aria-required="true"></span></span></label></p>
  </form></div>`;
  const globals = { ...PRO_GLOBALS, eacf7BookingData_148: {}, eacf7IBookingData_148: { calendarExcludeDays: [0], calendarTimeFormat: '12', calendarBookingTimes: 'specific', calendarTimeSpecific: '17:00' } };
  const unmount = await bookingModule.mount(document.querySelector('.eacf7-booking-date')!, testContext(undefined, { globals: globals as never }));
  const select = document.querySelector('select')!;
  expect(select.name).toBe('booking_time');
  expect(select.labels?.[0]?.textContent).toContain('Start time');
  expect([...select.options].map((o) => o.value)).toEqual(['', '05:00 PM']);
  const sundays = [...document.querySelectorAll<HTMLButtonElement>('.eacf7-booking-grid tbody tr td:first-child button')];
  expect(sundays.length).toBeGreaterThan(0);
  expect(sundays.every((button) => button.disabled)).toBe(true);
  const day = document.querySelector<HTMLButtonElement>('.eacf7-booking-grid button[data-date]:not([disabled])')!;
  day.click();
  expect(document.querySelector<HTMLInputElement>('input[name=booking_date]')!.value).toBe(day.dataset.date);
  unmount();
  expect(document.querySelector('select')).toBeNull();
  expect(document.querySelector('.eacf7-booking-calendar')).toBeNull();
  expect(document.querySelector<HTMLInputElement>('.eacf7-booking-time input')!.name).toBe('booking_time');
  expect(document.querySelector<HTMLInputElement>('.eacf7-booking-time input')!.type).toBe('text');
});

test.each([
  [{ calendarTheme: 'dark' }, 'dark'],
  [{ calendarTheme: 'light' }, 'light'],
  [{ calendarTheme: 'sepia' }, 'light'],
  [{}, 'light'],
])('the form\'s calendarTheme %p puts the calendar in its %s theme, until unmounted', async (booking, theme) => {
  document.body.innerHTML = `<div class="wpcf7" data-wpcf7-id="147"><form class="wpcf7-form"><input type="hidden" name="_wpcf7" value="147">
    <p><label>Day<br><span class="wpcf7-form-control-wrap" data-name="booking_date"><span class="eacf7-booking-date"><input type="text" name="booking_date"></span></span></label></p>
  </form></div>`;
  const unmount = await bookingModule.mount(document.querySelector('.eacf7-booking-date')!, testContext(undefined, { globals: { ...PRO_GLOBALS, eacf7IBookingData_147: booking } as never }));
  const calendar = document.querySelector('.eacf7-booking-calendar')!;
  expect(calendar.closest('[data-calendar-theme]')?.getAttribute('data-calendar-theme')).toBe(theme);
  unmount();
  expect(document.querySelector('[data-calendar-theme]')).toBeNull();
});
