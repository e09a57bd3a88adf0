import type { ActionMapOf } from '../define-action';
import { addToCart } from './add-to-cart';
import { conversationalFieldsValidation } from './conversational-fields-validation';
import { couponCheck } from './coupon-check';
import { fireContactForm } from './fire-contact-form';
import { getDigitalSignatureUrl } from './get-digital-signature-url';
import { getGoogleDriveUploadUrl } from './get-google-drive-upload-url';
import { getSaveProgress } from './get-save-progress';
import { multistepFieldsValidation } from './multistep-fields-validation';
import { refreshMathCaptcha } from './refresh-math-captcha';
import { savePayment } from './save-payment';
import { saveProgress } from './save-progress';
import { updatePayment } from './update-payment';
import { uploadFile } from './upload-file';
import { userRegistrationAutoLogin } from './user-registration-auto-login';

/**
 * The form add-on's ajax actions (forms-addon.md §7), by name; each is one
 * file beside this one. Only calls without side effects are retryable
 * (validation, captcha, reading saved progress, rendering a form, checking a
 * coupon): a retried write could book, pay or save twice.
 */
export const FORMS_ACTIONS = {
  eacf7_get_google_drive_upload_url: getGoogleDriveUploadUrl,
  eacf7_upload_file: uploadFile,
  eacf7_refresh_math_captcha: refreshMathCaptcha,
  eacf7_multistep_fields_validation: multistepFieldsValidation,
  eacf7_conversational_fields_validation: conversationalFieldsValidation,
  eacf7_get_digital_signature_url: getDigitalSignatureUrl,
  eacf7_fire_contact_form: fireContactForm,
  eacf7_add_to_cart: addToCart,
  eacf7_user_registration_auto_login: userRegistrationAutoLogin,
  eacf7_save_progress: saveProgress,
  eacf7_get_save_progress: getSaveProgress,
  coupon_check: couponCheck,
  eacf7_save_payment: savePayment,
  eacf7_update_payment: updatePayment,
};

export type FormsActionMap = ActionMapOf<typeof FORMS_ACTIONS>;

export type { AddToCartRequest, AddToCartAnswer } from './add-to-cart';
export type { CouponCheckRequest, CouponCheckAnswer } from './coupon-check';
export type { FireContactFormRequest } from './fire-contact-form';
export type { DigitalSignatureUrlRequest } from './get-digital-signature-url';
export type { GoogleDriveUploadUrlRequest } from './get-google-drive-upload-url';
export type { GetSaveProgressRequest, GetSaveProgressAnswer } from './get-save-progress';
export type { RefreshMathCaptchaRequest } from './refresh-math-captcha';
export { ORDER_TOKEN_PATTERN } from './save-payment';
export type { SavePaymentRequest, SavePaymentAnswer } from './save-payment';
export type { SaveProgressRequest, SaveProgressAnswer } from './save-progress';
export type { InvalidFieldReason, StepValidationAnswer, StepValidationRequest } from './step-validation';
export type { UpdatePaymentRequest, UpdatePaymentApprovedRequest, UpdatePaymentCancelledRequest, UpdatePaymentAnswer } from './update-payment';
export type { UploadFileRequest } from './upload-file';
export type { AutoLoginRequest, AutoLoginAnswer } from './user-registration-auto-login';
