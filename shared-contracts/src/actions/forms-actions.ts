import type { LocalUploadAnswer } from '../settings/forms/uploaded-file';
import type { WireScalar, WireValue } from './wire';

/**
 * Request and answer types of the form add-on's ajax actions (forms-addon.md §7).
 * Requests list the wire fields the front end sends, without the nonce (see
 * wire.ts); answers are the `data` of a `{success: true, data}` envelope as
 * the front end uses it. The parsers in forms-answers.ts check it and
 * normalise the few places where the real product is loose (numbers as text,
 * PHP's `[]` for an empty object, a missing `invalid_fields`).
 */

// ---- uploads ---------------------------------------------------------------

/** Asks the server to open a resumable cloud-drive upload for one file. */
export type GoogleDriveUploadUrlRequest = {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** MIME type. */
  readonly type: string;
  /** From `data-upload_folder` ({id, accountId}). */
  readonly folder_id: string;
  readonly account_id: string;
  readonly form_id: number;
  readonly field_id: string;
};
/** The resumable upload URL the file is then PUT to (the `data` is the URL itself). */
export type GoogleDriveUploadUrlAnswer = string;

/** Multipart upload of one local file. */
export type UploadFileRequest = {
  /** 1: also add to the media library (`data-media_library`). */
  readonly media_library: 0 | 1;
  /** Field name. */
  readonly field_id: string;
  readonly form_id: number;
  readonly file: Blob;
};
export type UploadFileAnswer = LocalUploadAnswer;

// ---- captcha and signature --------------------------------------------------

export type RefreshMathCaptchaRequest = {
  /** The captcha field's name (`data-name` of `.cf7-math-captcha`). */
  readonly tagname: string;
};
/** Fresh inner HTML of the captcha (sanitise before inserting). */
export type RefreshMathCaptchaAnswer = string;

export type DigitalSignatureUrlRequest = {
  /** `data-id` of `.cf7-digital-signature`. */
  readonly id: number | string;
  /** The pad exported as a data URL. */
  readonly image: `data:image/${string}`;
};
/** URL of the stored signature image, placed in the field's value (the `data` is the URL itself). */
export type DigitalSignatureUrlAnswer = string;

// ---- step validation --------------------------------------------------------

/**
 * Server validation of the current step. Besides `id` and `validation_fields`,
 * the payload carries the value of every field of the form under its name
 * (without `[]`; multi-value fields as arrays, which the client sends as `name[]`).
 */
export type StepValidationRequest = {
  /** Form id. */
  readonly id: number;
  /** Names of the fields of the current step. */
  readonly validation_fields: readonly string[];
  readonly [field: string]: WireValue;
};

/** Why one field is invalid; `id` is the element id CF7 reports (`idref`), when any. */
export interface InvalidFieldReason {
  readonly id?: string;
  readonly reason: string;
}

export type StepValidationAnswer = {
  readonly is_valid: boolean;
  /** Field name -> reason; empty when valid. */
  readonly invalid_fields: Readonly<Record<string, InvalidFieldReason>>;
};

// ---- popup, booking, registration --------------------------------------------

export type FireContactFormRequest = { readonly id: number };
/** The form's HTML, to be sanitised and inserted into the popup. */
export type FireContactFormAnswer = string;

type BookingSlot = {
  /** Chosen date(s) as the picker formats them. */
  readonly bookingDate: string;
  readonly bookingTime?: string;
};
/** Either an existing shop product or a custom one. */
export type AddToCartRequest =
  | (BookingSlot & { readonly productId: number })
  | (BookingSlot & { readonly productName: string; readonly productPrice: number });
/** Followed after `CHECKOUT_REDIRECT_DELAY_MS`. */
export type AddToCartAnswer = { readonly checkout_url: string };

export type AutoLoginRequest = { readonly mail: string; readonly password: string };
/** `url` is absent when the login failed (the server then answers an empty list). */
export type AutoLoginAnswer = { readonly url?: string };

// ---- save progress ------------------------------------------------------------

export type SaveProgressRequest = {
  readonly formId: number;
  /** Page the form is on; the field name's misspelling is the product's. */
  readonly souce_url: string;
  /** The form serialised as a query string. */
  readonly data: string;
  /** Hash of an earlier save to overwrite, or empty for a new one. */
  readonly hash: string;
};
export type SaveProgressAnswer = {
  readonly hash: string;
  /** Link that restores the progress (`?eacf7_state=…`). */
  readonly saved_url: string;
  readonly message: string;
};

export type GetSaveProgressRequest = {
  /** Value of the `eacf7_state` query parameter. */
  readonly state: string;
};
export type GetSaveProgressAnswer = {
  readonly form_id: number;
  readonly hash: string;
  /** The saved form serialised as a query string. */
  readonly response: string;
};

// ---- payments -------------------------------------------------------------------

export type CouponCheckRequest = {
  readonly formId: number;
  readonly coupon: string;
  /** Order total before the coupon; the server recomputes it and never trusts it. */
  readonly total: number;
};
export type CouponCheckAnswer = {
  readonly discount: number;
  readonly type: 'percentage' | 'fixed';
  readonly message: string;
};

export type SavePaymentRequest = {
  /** The payment provider's order id. */
  readonly orderId: string;
  readonly formId: number;
  readonly total: number;
  readonly currency: string;
  /** Form values by field name (sent as one JSON string). */
  readonly fields: Readonly<Record<string, WireScalar | readonly WireScalar[]>>;
};
export type SavePaymentAnswer = { readonly message: string };

/** Approval: everything the provider reported about the capture. */
export type UpdatePaymentApprovedRequest = {
  readonly orderId: string;
  readonly transactionId: string;
  readonly payerName: string;
  readonly payerEmail: string;
  readonly paymentMethod: string;
  /** The provider's raw capture answer (sent as one JSON string). */
  readonly response: Readonly<Record<string, unknown>>;
  /** The provider's status, e.g. `COMPLETED`. */
  readonly status: string;
};
export type UpdatePaymentCancelledRequest = { readonly orderId: string; readonly status: 'CANCELLED' };
export type UpdatePaymentRequest = UpdatePaymentApprovedRequest | UpdatePaymentCancelledRequest;
/** Not shown in the spec: a message when the server sends one. */
export type UpdatePaymentAnswer = { readonly message?: string };

/** The add-on's actions, by name. */
export interface FormsActionMap {
  eacf7_get_google_drive_upload_url: { request: GoogleDriveUploadUrlRequest; answer: GoogleDriveUploadUrlAnswer };
  eacf7_upload_file: { request: UploadFileRequest; answer: UploadFileAnswer };
  eacf7_refresh_math_captcha: { request: RefreshMathCaptchaRequest; answer: RefreshMathCaptchaAnswer };
  eacf7_multistep_fields_validation: { request: StepValidationRequest; answer: StepValidationAnswer };
  eacf7_conversational_fields_validation: { request: StepValidationRequest; answer: StepValidationAnswer };
  eacf7_get_digital_signature_url: { request: DigitalSignatureUrlRequest; answer: DigitalSignatureUrlAnswer };
  eacf7_fire_contact_form: { request: FireContactFormRequest; answer: FireContactFormAnswer };
  eacf7_add_to_cart: { request: AddToCartRequest; answer: AddToCartAnswer };
  eacf7_user_registration_auto_login: { request: AutoLoginRequest; answer: AutoLoginAnswer };
  eacf7_save_progress: { request: SaveProgressRequest; answer: SaveProgressAnswer };
  eacf7_get_save_progress: { request: GetSaveProgressRequest; answer: GetSaveProgressAnswer };
  coupon_check: { request: CouponCheckRequest; answer: CouponCheckAnswer };
  eacf7_save_payment: { request: SavePaymentRequest; answer: SavePaymentAnswer };
  eacf7_update_payment: { request: UpdatePaymentRequest; answer: UpdatePaymentAnswer };
}
