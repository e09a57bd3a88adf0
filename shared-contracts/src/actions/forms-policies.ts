import type { FormsActionMap } from './forms-actions';
import {
  parseAddToCart,
  parseAutoLogin,
  parseConversationalValidation,
  parseCouponCheck,
  parseDigitalSignatureUrl,
  parseFireContactForm,
  parseGetSaveProgress,
  parseGoogleDriveUploadUrl,
  parseMathCaptcha,
  parseMultistepValidation,
  parseSavePayment,
  parseSaveProgress,
  parseUpdatePayment,
  parseUploadFile,
} from './forms-answers';
import { NONCE_SPECS } from './nonce';
import type { PolicyFor } from './policy';

/** Uploads of whole files on slow connections. */
const UPLOAD_TIMEOUT_MS = 120_000;
/** Server-side validation of one step. */
const VALIDATION_TIMEOUT_MS = 15_000;
/** Small reads and writes of the CMS database. */
const DEFAULT_TIMEOUT_MS = 15_000;
/** Calls that wait on a third party (cloud drive, cart session, order store). */
const THIRD_PARTY_TIMEOUT_MS = 30_000;

const eacf7 = NONCE_SPECS.eacf7;

/**
 * Policies of the add-on's actions. Only calls without side effects are
 * retryable (validation, captcha, reading saved progress, rendering a form,
 * checking a coupon): a retried write could book, pay or save twice.
 */
export const FORMS_ACTION_POLICIES: { readonly [A in keyof FormsActionMap]: PolicyFor<FormsActionMap[A]['answer']> } = {
  // Opens a resumable session at the cloud drive: a write, and slow.
  eacf7_get_google_drive_upload_url: { nonce: eacf7, timeoutMs: THIRD_PARTY_TIMEOUT_MS, retryable: false, parseAnswer: parseGoogleDriveUploadUrl },
  eacf7_upload_file: { nonce: eacf7, timeoutMs: UPLOAD_TIMEOUT_MS, retryable: false, parseAnswer: parseUploadFile },
  // The real product echoes the bare HTML (no envelope); the parser accepts it either way as long as the client
  // hands over the text, so the default envelope stays for our reference site.
  eacf7_refresh_math_captcha: { nonce: eacf7, timeoutMs: 10_000, retryable: true, parseAnswer: parseMathCaptcha },
  eacf7_multistep_fields_validation: { nonce: eacf7, timeoutMs: VALIDATION_TIMEOUT_MS, retryable: true, parseAnswer: parseMultistepValidation },
  eacf7_conversational_fields_validation: { nonce: eacf7, timeoutMs: VALIDATION_TIMEOUT_MS, retryable: true, parseAnswer: parseConversationalValidation },
  // Stores an image file.
  eacf7_get_digital_signature_url: { nonce: eacf7, timeoutMs: THIRD_PARTY_TIMEOUT_MS, retryable: false, parseAnswer: parseDigitalSignatureUrl },
  eacf7_fire_contact_form: { nonce: eacf7, timeoutMs: DEFAULT_TIMEOUT_MS, retryable: true, parseAnswer: parseFireContactForm },
  eacf7_add_to_cart: { nonce: eacf7, timeoutMs: THIRD_PARTY_TIMEOUT_MS, retryable: false, parseAnswer: parseAddToCart },
  // Sets auth cookies.
  eacf7_user_registration_auto_login: { nonce: eacf7, timeoutMs: DEFAULT_TIMEOUT_MS, retryable: false, parseAnswer: parseAutoLogin },
  eacf7_save_progress: { nonce: eacf7, timeoutMs: DEFAULT_TIMEOUT_MS, retryable: false, parseAnswer: parseSaveProgress },
  eacf7_get_save_progress: { nonce: eacf7, timeoutMs: DEFAULT_TIMEOUT_MS, retryable: true, parseAnswer: parseGetSaveProgress },
  // A read: the coupon is only consumed when the order is saved.
  coupon_check: { nonce: eacf7, timeoutMs: DEFAULT_TIMEOUT_MS, retryable: true, parseAnswer: parseCouponCheck },
  eacf7_save_payment: { nonce: eacf7, timeoutMs: THIRD_PARTY_TIMEOUT_MS, retryable: false, parseAnswer: parseSavePayment },
  // Records a captured payment: generous, because losing it leaves a paid order unmarked.
  eacf7_update_payment: { nonce: eacf7, timeoutMs: THIRD_PARTY_TIMEOUT_MS, retryable: false, parseAnswer: parseUpdatePayment },
};
