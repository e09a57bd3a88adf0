// Settings the CMS prints (per-form globals, uploader data attributes) and the
// records that come back: read by the reference site and the remotes alike.
export { isFlagOn } from './flag';
export type { Flag } from './flag';
export { decodeBase64Json } from './base64-json';
export type { RedirectionType, RedirectionSettings } from './forms/redirection';
export { CONDITIONAL_HIDDEN_FIELDS_INPUT } from './forms/conditional';
export type { ConditionalOperator, ConditionalCondition, ConditionalRule, ConditionalSettings } from './forms/conditional';
export type { PrePopulateSettings } from './forms/pre-populate';
export type {
  BookingProductType,
  BookingDateOption,
  BookingTimeFormat,
  BookingProductSettings,
  BookingDateSettings,
  BookingTimeSettings,
  BookingSettings,
} from './forms/booking';
export type { ConversationalSettings } from './forms/conversational';
export type { DigitalSignatureSettings } from './forms/digital-signature';
export { signaturePadOn } from './forms/digital-signature';
export type { WhatsAppSettings, PayPalSettings, IntegrationsSettings } from './forms/integrations';
export type { UserRegistrationSettings } from './forms/user-registration';
export type { SaveProgressSettings, CheckoutSettings, PreviewSubmissionSettings } from './forms/form-switches';
export type { PopupTrigger, PopupSettings } from './forms/popup';
export { UPLOADER_DATA_ATTRIBUTES, decodeUploadFolder } from './forms/uploader';
export type { UploadFolder, UploaderConfig, UploadItemState } from './forms/uploader';
export type { CloudDriveFile, LocalUploadAnswer } from './forms/uploaded-file';
export type { MotionElement, MotionElements } from './theme/motion-elements';
export type { EffectKind, ScrollTrigger } from './theme/motion-elements';
export type { StickySettings, StickyElements, StickyPosition, StickyLimit } from './theme/sticky';
