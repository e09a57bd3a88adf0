import { type CalendarDate, addDays, bookingDateProblem, bookingTimeProblem, readBookingCalendar } from '@cms-mf/shared-contracts/fields';
import type { AddToCartRequest } from '@cms-mf/shared-contracts/actions';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import type { PostedValue } from './field-validation';

/**
 * The day the server counts as "today" for bookings: the UTC date one day
 * back, since a visitor west of UTC may still be on the day before; the
 * calendar in the browser uses the visitor's own date.
 */
export function bookingToday(now: Date): CalendarDate {
  return addDays({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }, -1);
}

/**
 * A booking field's value against its form's calendar rules (forms-addon.md
 * §3 "Booking"): undefined for other fields, null when it passes.
 */
export function bookingFieldProblem(form: FormDefinition, field: FieldDefinition, posted: PostedValue, now = new Date()): string | null | undefined {
  if (field.type !== 'booking_date' && field.type !== 'booking_time') return undefined;
  if (typeof posted !== 'string') return null;
  const calendar = readBookingCalendar(form.settings.IBooking);
  return field.type === 'booking_date' ? bookingDateProblem(calendar, posted, bookingToday(now)) : bookingTimeProblem(calendar, posted);
}

/**
 * `eacf7_add_to_cart` for a product some booking form sells: the date and
 * time must fit the calendar of one of those forms, so the cart cannot hold a
 * booking the form would refuse. Products no booking form names (the shop
 * page's own) are the shop's business: undefined.
 */
export function addToCartBookingProblem(forms: Iterable<FormDefinition>, request: AddToCartRequest, now: Date): string | null | undefined {
  const sellers = [...forms].filter((form) => {
    const booking = form.settings.IBooking;
    if (!booking || !isFlagOn(booking.wooIntegration)) return false;
    return 'productId' in request
      ? booking.productType === 'existing-product' && Number(booking.productId) === request.productId
      : booking.productType === 'custom' && booking.customProductName === request.productName;
  });
  if (sellers.length === 0) return undefined;
  let problem: string | null = null;
  for (const form of sellers) {
    const calendar = readBookingCalendar(form.settings.IBooking);
    problem = bookingDateProblem(calendar, request.bookingDate, bookingToday(now)) ?? bookingTimeProblem(calendar, request.bookingTime ?? '');
    if (problem === null) return null;
  }
  return problem;
}
