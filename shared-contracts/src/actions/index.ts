// The ajax actions: one file per action under forms/ and theme/ (mirroring the
// reference site's handlers), the table of all of them, and the parts every
// action is made of.
export { ACTION_POLICIES } from './action-map';
export type { ActionMap, ActionName, ActionPolicy, ActionAnswer, ActionRequest } from './action-map';
export { defineAction } from './define-action';
export type { ActionSpec, ActionMapOf } from './define-action';
export { NONCE_SPECS } from './nonce';
export type { NonceKind, NonceSpec } from './nonce';
export type { AnswerFormat, PolicyFor } from './policy';
export type { WireScalar, WireValue, WireObject } from './wire';

export { FORMS_ACTIONS, ORDER_TOKEN_PATTERN } from './forms/index';
export type {
  FormsActionMap,
  AddToCartRequest,
  AddToCartAnswer,
  CouponCheckRequest,
  CouponCheckAnswer,
  FireContactFormRequest,
  DigitalSignatureUrlRequest,
  GoogleDriveUploadUrlRequest,
  GetSaveProgressRequest,
  GetSaveProgressAnswer,
  RefreshMathCaptchaRequest,
  SavePaymentRequest,
  SavePaymentAnswer,
  SaveProgressRequest,
  SaveProgressAnswer,
  InvalidFieldReason,
  StepValidationAnswer,
  StepValidationRequest,
  UpdatePaymentRequest,
  UpdatePaymentApprovedRequest,
  UpdatePaymentCancelledRequest,
  UpdatePaymentAnswer,
  UploadFileRequest,
  AutoLoginRequest,
  AutoLoginAnswer,
} from './forms/index';
export { THEME_ACTIONS, AB_RECORD_TYPES } from './theme/index';
export type {
  ThemeActionMap,
  AbRecordType,
  AbStatsRecord,
  UpdateStatsTableRequest,
  SubscribeRequest,
  SubscribeAnswer,
  AbSubjectIdRequest,
  AbSubjectIdAnswer,
} from './theme/index';
export { SHOP_ACTIONS, parseOrderReview, COUNTRY_STATES, isStateOfCountry, stateControlFor } from './shop/index';
export type {
  ShopActionMap,
  CheckoutRequest,
  CheckoutAnswer,
  UpdateOrderReviewRequest,
  UpdateOrderReviewAnswer,
  CheckoutNotice,
  OrderReview,
  OrderReviewLine,
  ShippingMethodOption,
  StateControl,
} from './shop/index';
export type { RefreshNonceRequest, RefreshNonceAnswer } from './runtime/refresh-nonce';
export type { RemoveUploadRequest, RemoveUploadAnswer } from './runtime/remove-upload';

export { parseCloudDriveFile, parseReverseGeocode } from './external-answers';
export type { ReverseGeocodeAddress } from './external-answers';
