/**
 * Named constants and limits of the form add-on.
 * Source: forms-addon.md §9 (business constants), with the delays and limits
 * stated in §2 (query parameters), §4 (states) and §5 (validation rules).
 */

/** Delay before the thank-you screen replaces a sent form (§2, §9). */
export const THANK_YOU_DELAY_MS = 3000;
/** Delay before following the `checkout_url` of a booking add-to-cart (§7, §9). */
export const CHECKOUT_REDIRECT_DELAY_MS = 1000;
/**
 * The two delays of the auto-login redirect (§9 "after 1000 ms and 2000 ms"):
 * the spec names both without saying which step each belongs to, so they are
 * kept together, in order.
 */
export const LOGIN_REDIRECT_DELAYS_MS = [1000, 2000] as const;

/** Date-time picker minute step (§9). */
export const DATE_TIME_STEP_MINUTES = 30;
/** Date-time picker default format, PHP-style tokens (§9; MARKUP-FACTS §3.1). */
export const DATE_TIME_DEFAULT_FORMAT = 'Y-m-d h:i A';

/** Popup modal default width in px (§3, §9). */
export const POPUP_DEFAULT_WIDTH = 500;
/** A click outside the popup closes it unless configured otherwise (§3, §9). */
export const POPUP_OUTSIDE_CLICK_DEFAULT = true;

/** Signature pen width range, in px (§9). */
export const SIGNATURE_PEN_WIDTH_MIN = 2;
/** Signature pen width upper bound, in px (§9). */
export const SIGNATURE_PEN_WIDTH_MAX = 4;
/** Signature pad default width in px (§3, §9). */
export const SIGNATURE_DEFAULT_WIDTH = 300;
/** Signature pad default height in px (§3, §9). */
export const SIGNATURE_DEFAULT_HEIGHT = 100;
/** Signature pen default colour (§3, §9). */
export const SIGNATURE_DEFAULT_PEN_COLOR = 'red';

/** Minimum coupon code length (§5, §9). */
export const COUPON_MIN_LENGTH = 6;

/** Decimals a payment total is shown with (§9). */
export const PAYMENT_TOTAL_DECIMALS = 2;
/** Quantity used when a form has no quantity field (§9: total = items × quantity + shipping). */
export const PAYMENT_DEFAULT_QUANTITY = 1;
/** Currency when `payPalCurrency` is unset (§3, §9). */
export const PAYMENT_DEFAULT_CURRENCY = 'USD';
/** Status sent by `eacf7_update_payment` when the visitor cancels (§4, §7). */
export const PAYMENT_STATUS_CANCELLED = 'CANCELLED';

/** Lowest rating value (§5, §9). */
export const RATING_MIN = 1;
/** Highest rating value (§5, §9). */
export const RATING_MAX = 5;

/** The phone input validates in strict mode: only precisely valid numbers pass (§5, §9). */
export const PHONE_STRICT_MODE = true;

/** Default allowed image extensions of an image upload field (§5). */
export const DEFAULT_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif'];
/** Default allowed extensions of a file upload field: `null` means any (§5). */
export const DEFAULT_FILE_EXTENSIONS: readonly string[] | null = null;

/** Operators of the add-on's conditional rules; comparison is numeric (§5). */
export const CONDITIONAL_OPERATORS = [
  'equal',
  'not_equal',
  'greater_than',
  'less_than',
  'greater_than_or_equal_to',
  'less_than_or_equal_to',
] as const;

/** Input mask types (§5). */
export const MASK_TYPES = ['date', 'time', 'date-time', 'phone-1', 'phone-2', 'phone-3', 'ip', 'license'] as const;

/** Query parameter that asks a form to pre-fill from the other query parameters (§2). */
export const PREFILL_QUERY_PARAM = 'form';
/** Query parameter that restores saved progress (§2). */
export const SAVE_PROGRESS_QUERY_PARAM = 'eacf7_state';
