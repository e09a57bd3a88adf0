import { type Cf7SubmitDetail, isAbortError } from '@cms-mf/shared-contracts';
import { proModule } from '../common/pro-flag';
import { CALENDAR_THEME_CSS, calendarThemeOf } from './calendar-theme';
import { isActionFailedError } from '@cms-mf/shared-contracts/client';
import { readBookingCalendar } from '@cms-mf/shared-contracts/fields';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { readFormIdentity } from '../common/form-identity';
import { todayOf } from '../date-time/calendar-core';
import { showResponseMessage } from '../form/response-output';
import { addToCartRequest } from './add-to-cart-after-send';
import { BOOKING_CSS } from './booking-styles';
import { createBookingCalendarView } from './booking-calendar-view';
import { createBookingTimeSelect } from './booking-time-select';

export const ADDED_TO_CART = 'Added to your cart. Taking you to the checkout…';
export const ADDED_TO_CART_NO_CHECKOUT = 'Added to your cart.';
export const ADD_TO_CART_FAILED = 'Your booking was sent, but it could not be added to your cart.';

/**
 * `./booking`, mounted on `.eacf7-booking-date` (MARKUP-FACTS §3.2): the
 * calendar of the form's `eacf7IBookingData_{id}` rules (single, multiple or
 * range; bookable dates; excluded weekdays; disabled days; 12/24 h and the
 * offered times) and, when the form sells through the shop, the booking put
 * in the cart with `eacf7_add_to_cart` once the form is sent. The shop remote
 * then follows the checkout URL (`cmsmf:booking-added-to-cart`).
 */
export const bookingModule = proModule((el, ctx, signal) => {
  const form = el.closest('form');
  const input = el.querySelector<HTMLInputElement>('input');
  if (!form || !input) return;
  const { contactFormId: formId } = readFormIdentity(form);
  const settings = readPerFormGlobal(ctx.globals, 'IBooking', formId);
  const calendar = readBookingCalendar(settings);
  const release = adoptStyleSheet(el.ownerDocument, 'booking', `${BOOKING_CSS}\n${CALENDAR_THEME_CSS}`);
  signal.addEventListener('abort', release, { once: true });
  // `calendarTheme`: the calendar (placed after the field's label) takes the form's theme from the container of both.
  const themed = (el.closest('label') ?? el).parentElement ?? el;
  themed.setAttribute('data-calendar-theme', calendarThemeOf(settings));
  signal.addEventListener('abort', () => themed.removeAttribute('data-calendar-theme'), { once: true });
  createBookingCalendarView(input, calendar, todayOf(new Date()), signal);
  const time = form.querySelector<HTMLInputElement>('.eacf7-booking-time input');
  if (time) createBookingTimeSelect(time, calendar, signal);

  form.addEventListener('wpcf7mailsent', (event) => {
    const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
    if (ctx.builder.active || !detail || Number(detail.contactFormId) !== formId) return;
    const request = addToCartRequest(settings, detail.inputs ?? []);
    if (!request) return;
    const checkout = isFlagOn(readPerFormGlobal(ctx.globals, 'Checkout', formId)?.wcCheckout);
    void ctx.client()
      .then((client) => client.call('eacf7_add_to_cart', request, { signal }))
      .then((answer) => {
        showResponseMessage(form, checkout ? ADDED_TO_CART : ADDED_TO_CART_NO_CHECKOUT);
        ctx.events.emit('cmsmf:booking-added-to-cart', { formId, checkoutUrl: answer.checkout_url });
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || signal.aborted) return;
        ctx.log.warn('the booking could not be added to the cart', error);
        showResponseMessage(form, isActionFailedError(error) && error.serverMessage ? `${ADD_TO_CART_FAILED} ${error.serverMessage}` : ADD_TO_CART_FAILED, true);
      });
  }, { signal });
});
