import type { Flag } from '../flag';

/**
 * Booking date and time (forms-addon.md §3), read as
 * `var eacf7IBookingData_{formId}` (the `I` is real, MARKUP-FACTS §3.2).
 *
 * The spec names the product, date-option and time-format keys; for the range,
 * specific-date and disable values it gives only the meaning ("a date range
 * start/end", "disable start/end/specific"), so those key names are ours,
 * built on the same `calendar…` prefix.
 */
export type BookingProductType = 'existing-product' | 'custom';
export type BookingDateOption = 'single' | 'multiple' | 'range';
export type BookingTimeFormat = '12' | '24';

export interface BookingProductSettings {
  /** Add the booking to the shop cart. */
  readonly wooIntegration?: Flag;
  readonly productType?: BookingProductType;
  /** Shop product id when `productType` is `existing-product`. */
  readonly productId?: number | string;
  readonly customProductName?: string;
  readonly customProductPrice?: number | string;
}

export interface BookingDateSettings {
  readonly calendarDateOption?: BookingDateOption;
  readonly calendarTheme?: string;
  /** Which dates are bookable (e.g. all, a range, a specific date). */
  readonly calendarBookingDates?: string;
  readonly calendarDateRangeStart?: string;
  readonly calendarDateRangeEnd?: string;
  readonly calendarSpecificDate?: string;
  /** Week days that cannot be booked. */
  readonly calendarExcludeDays?: readonly (string | number)[];
  readonly calendarDisableStart?: string;
  readonly calendarDisableEnd?: string;
  readonly calendarDisableSpecific?: string;
}

export interface BookingTimeSettings {
  readonly calendarTimeFormat?: BookingTimeFormat;
  /** Which times are bookable (e.g. a range or a specific time). */
  readonly calendarBookingTimes?: string;
  readonly calendarTimeRangeStart?: string;
  readonly calendarTimeRangeEnd?: string;
  readonly calendarTimeSpecific?: string;
}

/** The whole per-form global. */
export interface BookingSettings extends BookingProductSettings, BookingDateSettings, BookingTimeSettings {}
