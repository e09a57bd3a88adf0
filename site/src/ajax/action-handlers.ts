import type { ActionName } from '@cms-mf/shared-contracts/actions';
import { abGetSubjectId } from '../ab-testing/ab-get-subject-id';
import { updateStatsTable } from '../ab-testing/update-stats-table';
import { userRegistrationAutoLogin } from '../accounts/user-registration-auto-login';
import { refreshMathCaptcha } from '../captcha/refresh-math-captcha';
import { conversationalFieldsValidation } from '../forms/actions/conversational-fields-validation';
import { fireContactForm } from '../forms/actions/fire-contact-form';
import { multistepFieldsValidation } from '../forms/actions/multistep-fields-validation';
import { submitSubscribeForm } from '../newsletter/submit-subscribe-form';
import { refreshNonce } from '../nonce/refresh-nonce';
import { couponCheck } from '../payments/coupon-check';
import { savePayment } from '../payments/save-payment';
import { updatePayment } from '../payments/update-payment';
import { getSaveProgress } from '../save-progress/get-save-progress';
import { saveProgress } from '../save-progress/save-progress';
import { addToCart } from '../shop/add-to-cart';
import { checkout } from '../shop/checkout';
import { updateOrderReview } from '../shop/update-order-review';
import { getDigitalSignatureUrl } from '../uploads/get-digital-signature-url';
import { getGoogleDriveUploadUrl } from '../uploads/get-google-drive-upload-url';
import { removeUpload } from '../uploads/remove-upload';
import { uploadFile } from '../uploads/upload-file';
import type { ActionHandler } from './action-handler';

/**
 * One handler per action of the action map: the mapped type makes a missing
 * action a type error. Each handler is one file in the folder of the feature
 * it serves, named like the action's contract file without the product
 * prefix: `eacf7_save_payment` is `payments/save-payment.ts` here and
 * `shared-contracts/src/actions/forms/save-payment.ts` there.
 */
export const ACTION_HANDLERS: { readonly [A in ActionName]: ActionHandler<A> } = {
  cmsmf_refresh_nonce: refreshNonce,
  cmsmf_remove_upload: removeUpload,
  // The forms add-on's actions (its payments too).
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
  // The page builder's actions.
  et_pb_update_stats_table: updateStatsTable,
  et_pb_submit_subscribe_form: submitSubscribeForm,
  et_pb_ab_get_subject_id: abGetSubjectId,
  // The shop platform's checkout.
  woocommerce_update_order_review: updateOrderReview,
  woocommerce_checkout: checkout,
};

export function isActionName(action: string): action is ActionName {
  return Object.hasOwn(ACTION_HANDLERS, action);
}
