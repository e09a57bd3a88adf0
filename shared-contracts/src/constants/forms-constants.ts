/**
 * Named constants and limits of the form add-on that the reference site and
 * the remotes both apply. Source: forms-addon.md §9 (business constants), §2
 * (query parameters) and §5 (validation rules). Constants only one package
 * reads live in that package.
 */

/** Minimum coupon code length (§5, §9). */
export const COUPON_MIN_LENGTH = 6;

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

/** Query parameter that restores saved progress (§2). */
export const SAVE_PROGRESS_QUERY_PARAM = 'eacf7_state';
