export type { RedirectionType, RedirectionSettings } from './redirection';
export { CONDITIONAL_HIDDEN_FIELDS_INPUT } from './conditional';
export type { ConditionalOperator, ConditionalCondition, ConditionalRule, ConditionalSettings } from './conditional';
export type { PrePopulateSettings } from './pre-populate';
export { BOOKING_DATE_INPUT, BOOKING_TIME_INPUT } from './booking';
export type {
  BookingProductType,
  BookingDateOption,
  BookingTimeFormat,
  BookingProductSettings,
  BookingDateSettings,
  BookingTimeSettings,
  BookingSettings,
} from './booking';
export type { ConversationalSettings } from './conversational';
export { PAYPAL_DEFAULTS } from './integrations';
export type { WhatsAppSettings, PayPalSettings, IntegrationsSettings } from './integrations';
export type { UserRegistrationSettings } from './user-registration';
export type { SaveProgressSettings, CheckoutSettings, PreviewSubmissionSettings } from './form-switches';
export { DIGITAL_SIGNATURE_DEFAULTS } from './digital-signature';
export type { DigitalSignatureSettings } from './digital-signature';
export { POPUP_DEFAULTS, POPUP_CONTAINER_CLASS } from './popup';
export type { PopupTrigger, PopupSettings } from './popup';
export { UPLOADER_DATA_ATTRIBUTES, decodeUploadFolder } from './uploader';
export type { UploadFolder, UploaderConfig, UploadItemState } from './uploader';
export type { CloudDriveFile, LocalUploadAnswer } from './uploaded-file';
export { STYLE_PRESETS, decodeFormStyler } from './form-styler';
export type { StylePreset, StylePart, StyleProperty, StyleValue, FormStyleSettings } from './form-styler';
export { galleryImagesFromItems } from './gallery-image';
export type { GalleryImage, LightboxState, GalleryItemAttributes } from './gallery-image';
