// Rules of the enhanced form fields that the forms remote and the reference site both apply.
export { ISO_COUNTRY_CODES, isIsoCountryCode, countryName } from './iso-countries';
export { isHexColour, normaliseHexColour } from './hex-colour';
export { PHONE_INVALID_MESSAGE, COLOUR_INVALID_MESSAGE } from './field-messages';
export {
  daysInMonth,
  weekdayOf,
  isRealDate,
  addDays,
  addMonths,
  compareDates,
  compareTimes,
  isoDate,
  isoTime,
  submittedDateTime,
  parseSubmittedDateTime,
} from './date-time-parts';
export type { CalendarDate, ClockTime, DateTimeValue } from './date-time-parts';
export { DEFAULT_DATE_TIME_FORMAT, formatParts, formatPhpDate, parsePhpDate } from './php-date-format';
export {
  DATE_TIME_STEP_MINUTES,
  dateTimeMessage,
  dayProblem,
  dateTimeProblem,
  offeredTimes,
  readPostedDateTime,
  parseDateTimeLimit,
  parseExcludedDays,
  parseExcludedDates,
  excludedDatesText,
} from './date-time-rules';
export type { DateTimeLimits, DateTimeProblem } from './date-time-rules';
export { INPUT_MASK_TYPES, INPUT_MASKS, isInputMaskType, conformToMask, maskPlaceholder, maskMessage, fitsMask } from './input-masks';
export type { InputMaskType, Conformed } from './input-masks';
export {
  BOOKING_TIME_STEP_MINUTES,
  BOOKING_MAX_RANGE_DAYS,
  BOOKING_MESSAGES,
  readBookingCalendar,
  parseBookingTime,
  formatBookingTime,
  isBookableDay,
  parseBookingDates,
  bookingDatesValue,
  bookingDateHint,
  bookingDateProblem,
  bookingTimeProblem,
} from './booking-calendar';
export type { BookingCalendar } from './booking-calendar';
export type { FieldSheet } from './field-sheets/field-sheet';
export { ADDON_FIELD_SHEETS } from './field-sheets/addon-field-sheets';
export { DATE_TIME_SHEET } from './field-sheets/date-time-sheet';
export { IMAGE_CHOICE_SHEET } from './field-sheets/image-choice-sheet';
export { PHONE_SHEET } from './field-sheets/phone-sheet';
export { RATING_SHEET } from './field-sheets/rating-sheet';
export { SIGNATURE_SHEET } from './field-sheets/signature-sheet';
