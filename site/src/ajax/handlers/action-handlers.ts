import type { ActionName } from '@cms-mf/shared-contracts/actions';
import type { ActionHandler } from '../action-handler';
import { addToCart } from './forms/add-to-cart';
import { conversationalFieldsValidation } from './forms/conversational-fields-validation';
import { couponCheck } from './forms/coupon-check';
import { fireContactForm } from './forms/fire-contact-form';
import { getDigitalSignatureUrl } from './forms/get-digital-signature-url';
import { getGoogleDriveUploadUrl } from './forms/get-google-drive-upload-url';
import { getSaveProgress } from './forms/get-save-progress';
import { multistepFieldsValidation } from './forms/multistep-fields-validation';
import { refreshMathCaptcha } from './forms/refresh-math-captcha';
import { savePayment } from './forms/save-payment';
import { saveProgress } from './forms/save-progress';
import { updatePayment } from './forms/update-payment';
import { uploadFile } from './forms/upload-file';
import { userRegistrationAutoLogin } from './forms/user-registration-auto-login';
import { refreshNonce } from './refresh-nonce';
import { abGetSubjectId } from './theme/ab-get-subject-id';
import { submitSubscribeForm } from './theme/submit-subscribe-form';
import { updateStatsTable } from './theme/update-stats-table';

/** One handler per action of the action map: the mapped type makes a missing action a type error. */
export const ACTION_HANDLERS: { readonly [A in ActionName]: ActionHandler<A> } = {
  cmsmf_refresh_nonce: refreshNonce,
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
  et_pb_update_stats_table: updateStatsTable,
  et_pb_submit_subscribe_form: submitSubscribeForm,
  et_pb_ab_get_subject_id: abGetSubjectId,
};

export function isActionName(action: string): action is ActionName {
  return Object.hasOwn(ACTION_HANDLERS, action);
}
