import type { PerFormGlobalKind, PerFormGlobals } from '@cms-mf/shared-contracts/globals';
import type { FieldSettings } from './field-settings';
import type { CaptchaWidgetName } from '../captcha/captcha-widgets';

/**
 * The form catalogue's format: one JSON file per form in `site/cms/forms/{id}.json`
 * (documented for site owners in site/cms/README.md). It is the "CMS content"
 * every server rule reads: which fields exist, their rules, upload limits,
 * prices. Nothing the browser sends can widen it.
 */

/** Field types of Contact Form 7 and its add-on (form-tag base types). */
export const CF7_FIELD_TYPES = [
  'text', 'email', 'tel', 'url', 'number', 'password', 'textarea', 'select', 'checkbox', 'radio', 'acceptance', 'date', 'hidden',
  'phone', 'date_time', 'country_list', 'address', 'rating', 'range_slider', 'file_upload', 'image_upload',
  'google_drive_upload', 'digital_signature', 'math_captcha', 'honeypot', 'rich_text', 'color_picker', 'mask_input',
  'image_choice', 'product_dropdown', 'booking_date', 'booking_time', 'dynamic_text', 'submission_id', 'repeater',
  'section_break', 'submit',
] as const;
export type Cf7FieldType = (typeof CF7_FIELD_TYPES)[number];

/** Field types of the page builder's contact form module (`data-type`). */
export const DIVI_FIELD_TYPES = ['input', 'email', 'text', 'checkbox', 'radio', 'select'] as const;
export type DiviFieldType = (typeof DIVI_FIELD_TYPES)[number];

/** Types whose value is a list of upload records and that need an `uploader` config. */
export const UPLOAD_FIELD_TYPES: readonly string[] = ['file_upload', 'image_upload', 'google_drive_upload'];

/** Validation rules of one field (CF7's SWV rule names, in short). */
export interface FieldRules {
  readonly required?: boolean;
  /** Implied by the `email` type. */
  readonly email?: boolean;
  /** Implied by the `tel` and `phone` types. */
  readonly tel?: boolean;
  readonly minlength?: number;
  readonly maxlength?: number;
  /** Number range; the value must also be numeric. */
  readonly min?: number;
  readonly max?: number;
}

/** Server-side uploader limits (forms-addon.md §3 "Uploader config per field"). */
export interface UploaderDefinition {
  /** Bytes per file; the effective limit is the smaller of this and the site's post limit. */
  readonly max_size: number;
  readonly max_files: number;
  /** Allowed extensions, lower case without dots; null = any safe extension. */
  readonly extensions: readonly string[] | null;
  readonly media_library?: boolean;
  /** Cloud-drive uploads: the folder files go to (the browser's `folder_id` must match it). */
  readonly folder_id?: string;
}

export interface FieldDefinition {
  /** The form-tag name (CF7) or field id (`data-original_id`, page builder). */
  readonly name: string;
  readonly type: Cf7FieldType | DiviFieldType;
  readonly label?: string;
  readonly placeholder?: string;
  readonly rules?: FieldRules;
  /** Choices of select, radio, checkbox and image_choice fields; other values are refused. */
  readonly options?: readonly string[];
  readonly uploader?: UploaderDefinition;
  /**
   * Conditional group (`div.conditional.{group}`) the field sits in: while the
   * form's `Conditional` rules hide the group for the posted values, the
   * field's rules are skipped and its value is not stored.
   */
  readonly group?: string;
  /** The field type's own settings (date-time limits, slider step, mask, address autofill, rating style, choice images, repeater limit…). */
  readonly settings?: FieldSettings;
  /** The repeater (`type: repeater`, by name) whose items hold this field; it is checked per item as `name__n`. */
  readonly repeater?: string;
}

/** Prices of a payment form (forms-addon.md §9: items × quantity + shipping). */
export interface PaymentDefinition {
  /** ISO 4217. */
  readonly currency: string;
  /** Each item field's price per chosen option. */
  readonly items: readonly { readonly field: string; readonly prices: Readonly<Record<string, number>> }[];
  /** Field holding the quantity (an integer 1..999); absent = 1. */
  readonly quantity_field?: string;
  readonly shipping?: number;
  /** Field holding a coupon code, applied to the total when valid. */
  readonly coupon_field?: string;
}

export interface MailDefinition {
  readonly to: string;
  readonly subject: string;
}

/** Options of a page-builder contact form module. */
export interface DiviFormOptions {
  /** Show the simple sum captcha (checked in the browser only, as the module does). */
  readonly captcha?: boolean;
  readonly success_message?: string;
  /** Conditional logic by field name (theme-frontend.md §5), printed as `data-conditional-logic` and `-relation`. */
  readonly conditional_logic?: Readonly<Record<string, { readonly relation: 'all' | 'any'; readonly rules: readonly (readonly [string, string, string])[] }>>;
}

export interface FormDefinition {
  /** Equals the file name. CF7 forms: the form id; page-builder forms: `data-form_unique_num`. */
  readonly id: number;
  readonly title: string;
  /** Which product renders and receives the form. @default 'cf7' */
  readonly plugin: 'cf7' | 'divi';
  readonly fields: readonly FieldDefinition[];
  /** Where the mail goes; a CF7 form without it answers `mail_failed`. */
  readonly mail?: MailDefinition;
  /** Printed as the per-form page globals `eacf7{Kind}Data_{id}`. */
  readonly settings: Partial<{ readonly [K in PerFormGlobalKind]: PerFormGlobals[K] }>;
  readonly payment?: PaymentDefinition;
  readonly divi?: DiviFormOptions;
  /**
   * Submissions need a token from the captcha service, verified on the server
   * (CF7: `_wpcf7_recaptcha_response`; page builder: `token`). Not the page
   * builder's sum captcha, which is `divi.captcha`. @default false
   */
  readonly captcha_service?: boolean;
  /**
   * A captcha widget the visitor answers (`recaptcha` v2, `hcaptcha`,
   * `turnstile`; captcha-widgets.ts): rendered before the submit button, its
   * response field verified on the server like `captcha_service`'s token.
   */
  readonly captcha_widget?: CaptchaWidgetName;
  /**
   * Style configuration (forms-addon.md §3): `stylePreset`, `customizeStylePreset`
   * and the `container…`/`label…`/`input…`/`placeholder…`/`submit…` overrides,
   * printed base64-encoded in the form's `div.eacf7-form-styler` (MARKUP-FACTS §3.1).
   */
  readonly style?: Readonly<Record<string, unknown>>;
}

/** The field of a form by name, if any. */
export function fieldOf(form: FormDefinition, name: string): FieldDefinition | undefined {
  return form.fields.find((field) => field.name === name);
}
