export type { WireScalar, WireValue, WireObject } from './wire';
export { NONCE_SPECS } from './nonce';
export type { NonceKind, NonceSpec } from './nonce';
export type { AnswerFormat, PolicyFor } from './policy';
export type {
  GoogleDriveUploadUrlRequest,
  GoogleDriveUploadUrlAnswer,
  UploadFileRequest,
  UploadFileAnswer,
  RefreshMathCaptchaRequest,
  RefreshMathCaptchaAnswer,
  DigitalSignatureUrlRequest,
  DigitalSignatureUrlAnswer,
  StepValidationRequest,
  InvalidFieldReason,
  StepValidationAnswer,
  FireContactFormRequest,
  FireContactFormAnswer,
  AddToCartRequest,
  AddToCartAnswer,
  AutoLoginRequest,
  AutoLoginAnswer,
  SaveProgressRequest,
  SaveProgressAnswer,
  GetSaveProgressRequest,
  GetSaveProgressAnswer,
  CouponCheckRequest,
  CouponCheckAnswer,
  SavePaymentRequest,
  SavePaymentAnswer,
  UpdatePaymentApprovedRequest,
  UpdatePaymentCancelledRequest,
  UpdatePaymentRequest,
  UpdatePaymentAnswer,
  FormsActionMap,
} from './forms-actions';
export type {
  UpdateStatsTableRequest,
  UpdateStatsTableAnswer,
  SubscribeRequest,
  SubscribeAnswer,
  AbSubjectIdRequest,
  AbSubjectIdAnswer,
  ThemeActionMap,
} from './theme-actions';
export {
  parseGoogleDriveUploadUrl,
  parseUploadFile,
  parseMathCaptcha,
  parseStepValidation,
  parseDigitalSignatureUrl,
  parseFireContactForm,
  parseAddToCart,
  parseAutoLogin,
  parseSaveProgress,
  parseGetSaveProgress,
  parseCouponCheck,
  parseSavePayment,
  parseUpdatePayment,
  parseMultistepValidation,
  parseConversationalValidation,
} from './forms-answers';
export { parseUpdateStatsTable, parseSubscribe, parseAbSubjectId } from './theme-answers';
export { parseCloudDriveFile, parseReverseGeocode } from './external-answers';
export type { ReverseGeocodeAddress } from './external-answers';
export { failureMessage, isRecord, isSafeNavigationUrl } from './guards';
export { FORMS_ACTION_POLICIES } from './forms-policies';
export { THEME_ACTION_POLICIES } from './theme-policies';
export { ACTION_POLICIES } from './action-map';
export type { ActionMap, ActionName, ActionPolicy, ActionAnswer, ActionRequest, RuntimeActionMap } from './action-map';
