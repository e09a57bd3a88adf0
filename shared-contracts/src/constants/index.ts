// Spec constants and texts that the reference site and a remote both apply.
export {
  COUPON_MIN_LENGTH,
  PAYMENT_DEFAULT_QUANTITY,
  PAYMENT_DEFAULT_CURRENCY,
  PAYMENT_STATUS_CANCELLED,
  RATING_MIN,
  RATING_MAX,
  DEFAULT_IMAGE_EXTENSIONS,
  DEFAULT_FILE_EXTENSIONS,
  CONDITIONAL_OPERATORS,
  SAVE_PROGRESS_QUERY_PARAM,
} from './forms-constants';
export { COUPON_TOO_SHORT_MESSAGE, sizeExceededMessage, typeNotAllowedMessage, tooManyFilesMessage } from './forms-messages';
export type { UploadKind } from './forms-messages';
export { CAPTCHA_NUMBER_MIN, CAPTCHA_NUMBER_MAX, EMAIL_MIN_LENGTH } from './theme-forms';
