export { contactFieldsKey, contactHiddenFieldsKey } from './contact-form-submission';
export type { ContactFieldDescriptor, ContactFormSubmission } from './contact-form-submission';
export { NEWSLETTER_REDIRECT_QUERY_KEYS } from './newsletter-subscription';
export type { NewsletterSubscription } from './newsletter-subscription';
export { AB_RECORD_TYPES, abGoalCookieName, AB_SUBJECT_CLASS_PREFIX, AB_GOAL_CLASS } from './ab-testing';
export type { AbRecordType, AbStatsRecord, AbTestConfig } from './ab-testing';
export { ANIMATION_STYLES, ANIMATION_DATA_ATTRIBUTES } from './animation-data';
export type { AnimationDataKey, AnimationDataEntry, AnimationStyle } from './animation-data';
export { CHECKOUT_MIRRORED_FIELDS, CHECKOUT_UPDATE_TRIGGER_FIELDS } from './checkout-fields';
export type { CheckoutFieldName, CheckoutFields, ReviewRating } from './checkout-fields';
export { MULTI_VIEW_MODES, MULTI_VIEW_ATTRIBUTE } from './multi-view';
export type { MultiViewMode, ByMultiViewMode, MultiViewClasses, MultiViewSchema, MultiViewData } from './multi-view';
export {
  DEVICES,
  RESPONSIVE_SUFFIXES,
  TOGGLE_VALUES,
  TRANSFORM_KINDS,
  TRANSFORM_FIELD_PREFIX,
} from './responsive-fields';
export type {
  Device,
  ResponsiveFieldName,
  LastEditedValue,
  ToggleValue,
  TransformKind,
  TransformAxis,
  TransformFieldName,
} from './responsive-fields';
export {
  EFFECT_KINDS,
  SCROLL_EFFECT_DEFAULT_VALUE,
  SCROLL_TRIGGER_DEFAULT,
  SCROLL_EFFECT_CONTROLS,
} from './scroll-effect';
export type {
  EffectKind,
  ScrollEffectValue,
  ScrollEffectParts,
  ScrollTrigger,
  ScrollItemEffect,
  ScrollItem,
  ScrollEffectControl,
  ScrollEffectEnableField,
  ByDevice,
} from './scroll-effect';
export { BEFORE_SCROLL_ANIMATION_CLASS } from './motion-elements';
export type { MotionElement, MotionElements } from './motion-elements';
export { FIXED_HEADERS } from './fixed-header';
export type { HeaderWindow, FixedHeaderDescriptor } from './fixed-header';
export type {
  StickyPosition,
  StickyLimit,
  StickyStyles,
  StickyStickyStyles,
  StickySettings,
  StickyElements,
  BoxOffsets,
  StickyLimitSettings,
  StickyModuleState,
} from './sticky';
export type { BuilderStructureType, BuilderModuleAttrs, BuilderModule } from './builder-module';
export { FONT_SETTING_PARTS } from './font-setting';
export type { FontSettingPart, FontSetting } from './font-setting';
export { ICON_VALUE_SEPARATOR } from './icon-value';
export type { IconValue, IconParts } from './icon-value';
