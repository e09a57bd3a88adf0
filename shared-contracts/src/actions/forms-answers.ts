import type {
  AddToCartAnswer,
  AutoLoginAnswer,
  CouponCheckAnswer,
  GetSaveProgressAnswer,
  InvalidFieldReason,
  SavePaymentAnswer,
  SaveProgressAnswer,
  StepValidationAnswer,
  UpdatePaymentAnswer,
  UploadFileAnswer,
} from './forms-actions';
import {
  expectBoolean,
  expectHttpUrl,
  expectNonEmptyString,
  expectNumber,
  expectRecord,
  expectRecordOrEmptyArray,
  expectSafeUrl,
  expectString,
  fail,
  isRecord,
  optionalString,
} from './guards';

/**
 * Answer parsers of the form add-on's actions (forms-addon.md §7). Each takes
 * the `data` of a success envelope, checks the fields the front end uses, and
 * throws a TypeError naming the action and the field when the shape is wrong.
 */

/** `data` is the resumable upload URL itself; the browser uploads to it, so it must be absolute http(s). */
export function parseGoogleDriveUploadUrl(data: unknown): string {
  return expectHttpUrl(data, 'eacf7_get_google_drive_upload_url: answer');
}

/**
 * `data` = {name, file, file_user_name, url, size, type} (MARKUP-FACTS §3.1).
 * The server prints `size` from `filesize()` and `type` may be `false` when it
 * cannot tell the MIME type: that becomes ''.
 */
export function parseUploadFile(data: unknown): UploadFileAnswer {
  const where = 'eacf7_upload_file:';
  const answer = expectRecord(data, `${where} answer`);
  return {
    name: expectNonEmptyString(answer.name, `${where} name`),
    file: expectNonEmptyString(answer.file, `${where} file`),
    file_user_name: expectString(answer.file_user_name, `${where} file_user_name`),
    url: expectString(answer.url, `${where} url`),
    size: expectNumber(answer.size, `${where} size`),
    type: answer.type === false || answer.type === null || answer.type === undefined ? '' : expectString(answer.type, `${where} type`),
  };
}

/** `data` is the captcha's HTML. */
export function parseMathCaptcha(data: unknown): string {
  return expectNonEmptyString(data, 'eacf7_refresh_math_captcha: answer');
}

/**
 * Shape chosen (§5, §7 "is_valid, invalid_fields (name to id and reason)"):
 * `{is_valid: boolean, invalid_fields: {[name]: {id?, reason}}}`. The real
 * server builds `invalid_fields` from CF7's validation result, whose items are
 * `{reason, idref}` with `idref` possibly null, omits it when valid, and PHP
 * may print an empty one as `[]`. All three are accepted; the id is read from
 * `id` or else `idref`.
 */
export function parseStepValidation(action: string) {
  return (data: unknown): StepValidationAnswer => {
    const answer = expectRecord(data, `${action}: answer`);
    const isValid = expectBoolean(answer.is_valid, `${action}: is_valid`);
    if (answer.invalid_fields === undefined) {
      if (!isValid) fail(`${action}: invalid_fields`, 'is missing while is_valid is false');
      return { is_valid: true, invalid_fields: {} };
    }
    const raw = expectRecordOrEmptyArray(answer.invalid_fields, `${action}: invalid_fields`);
    const invalid: Record<string, InvalidFieldReason> = {};
    for (const [name, value] of Object.entries(raw)) {
      const where = `${action}: invalid_fields.${name}`;
      const item = expectRecord(value, where);
      const reason = expectString(item.reason, `${where}.reason`);
      const id = optionalString(item.id ?? item.idref, `${where}.id`);
      invalid[name] = id ? { id, reason } : { reason };
    }
    return { is_valid: isValid, invalid_fields: invalid };
  };
}

/** `data` is the stored image's URL; it goes into a field value, so any non-empty http(s) or relative URL. */
export function parseDigitalSignatureUrl(data: unknown): string {
  return expectSafeUrl(data, 'eacf7_get_digital_signature_url: answer');
}

/** `data` is the rendered form's HTML (the server answers nothing when the form does not exist). */
export function parseFireContactForm(data: unknown): string {
  return expectNonEmptyString(data, 'eacf7_fire_contact_form: answer');
}

/** `data` = {checkout_url}; the page navigates there, so it must be a safe URL. */
export function parseAddToCart(data: unknown): AddToCartAnswer {
  const answer = expectRecord(data, 'eacf7_add_to_cart: answer');
  return { checkout_url: expectSafeUrl(answer.checkout_url, 'eacf7_add_to_cart: checkout_url') };
}

/**
 * `data` = {url} after a successful login; the real server answers an empty
 * list (`[]`) when the credentials were refused, which becomes `{}`.
 */
export function parseAutoLogin(data: unknown): AutoLoginAnswer {
  const answer = expectRecordOrEmptyArray(data, 'eacf7_user_registration_auto_login: answer');
  if (answer.url === undefined || answer.url === null || answer.url === '') return {};
  return { url: expectSafeUrl(answer.url, 'eacf7_user_registration_auto_login: url') };
}

/** `data` = {hash, saved_url, message}. */
export function parseSaveProgress(data: unknown): SaveProgressAnswer {
  const where = 'eacf7_save_progress:';
  const answer = expectRecord(data, `${where} answer`);
  return {
    hash: expectNonEmptyString(answer.hash, `${where} hash`),
    saved_url: expectSafeUrl(answer.saved_url, `${where} saved_url`),
    message: expectString(answer.message, `${where} message`),
  };
}

/** `data` = {form_id, hash, response}; `form_id` may be printed as text. */
export function parseGetSaveProgress(data: unknown): GetSaveProgressAnswer {
  const where = 'eacf7_get_save_progress:';
  const answer = expectRecord(data, `${where} answer`);
  return {
    form_id: expectNumber(answer.form_id, `${where} form_id`),
    hash: expectNonEmptyString(answer.hash, `${where} hash`),
    response: expectString(answer.response, `${where} response`),
  };
}

/** `data` = {discount, type: 'percentage' | 'fixed', message}; a percentage cannot pass 100. */
export function parseCouponCheck(data: unknown): CouponCheckAnswer {
  const where = 'coupon_check:';
  const answer = expectRecord(data, `${where} answer`);
  const discount = expectNumber(answer.discount, `${where} discount`);
  if (discount < 0) fail(`${where} discount`, `must not be negative, got ${discount}`);
  const type = answer.type;
  if (type !== 'percentage' && type !== 'fixed') fail(`${where} type`, `must be 'percentage' or 'fixed', got ${JSON.stringify(type)}`);
  if (type === 'percentage' && discount > 100) fail(`${where} discount`, `must not exceed 100 percent, got ${discount}`);
  return { discount, type, message: expectString(answer.message, `${where} message`) };
}

/** `data` = {message}. */
export function parseSavePayment(data: unknown): SavePaymentAnswer {
  const answer = expectRecord(data, 'eacf7_save_payment: answer');
  return { message: expectString(answer.message, 'eacf7_save_payment: message') };
}

/**
 * The answer is "not shown" in the spec. A mature CMS answers
 * `wp_send_json_success()` (no data), a message, or the updated order; we keep
 * a message when there is one and accept anything else, since the front end
 * only needs to know the call succeeded.
 */
export function parseUpdatePayment(data: unknown): UpdatePaymentAnswer {
  if (isRecord(data) && typeof data.message === 'string') return { message: data.message };
  if (typeof data === 'string' && data !== '') return { message: data };
  return {};
}

/** Parser of `eacf7_multistep_fields_validation`. */
export const parseMultistepValidation = parseStepValidation('eacf7_multistep_fields_validation');
/** Parser of `eacf7_conversational_fields_validation` (same shape as multistep). */
export const parseConversationalValidation = parseStepValidation('eacf7_conversational_fields_validation');
