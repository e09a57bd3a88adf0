import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import { FIELD_MESSAGES } from '../checks/field-messages';

/** The human-readable version CF7 6.x prints (`WPCF7_SWV_Schema::version`). */
export const CF7_SWV_SCHEMA_VERSION = 'Contact Form 7 SWV Schema 2024-10';

/** CF7's defaults for the messages the catalogue's own checks do not word (`includes/contact-form-template.php`). */
const MORE_MESSAGES = {
  url: 'Please enter a URL.',
  date: 'Please enter a date in YYYY-MM-DD format.',
  tooManyItems: 'Too many items are selected.',
} as const;

/** One SWV rule as CF7's `AbstractRule::toArray` prints it: the rule name first, then its properties. */
export interface Cf7SwvRule {
  readonly rule: 'required' | 'email' | 'url' | 'tel' | 'number' | 'date' | 'enum' | 'minlength' | 'maxlength' | 'minnumber' | 'maxnumber' | 'maxitems';
  readonly field: string;
  readonly error: string;
  readonly threshold?: number;
  readonly accept?: readonly string[];
}

/** `GET contact-forms/{id}/feedback/schema`: `{version, locale, rules}` (CF7 `includes/swv/swv.php` `toArray`). */
export interface Cf7SwvSchema {
  readonly version: string;
  readonly locale: string;
  readonly rules: readonly Cf7SwvRule[];
}

/** Types whose posted value is not what the visitor typed (records, JSON, parts): CF7's script must not judge them. */
const SERVER_ONLY_TYPES = new Set(['file_upload', 'image_upload', 'google_drive_upload', 'digital_signature', 'address', 'repeater', 'math_captcha', 'honeypot', 'hidden', 'submit', 'section_break', 'dynamic_text', 'submission_id']);

/**
 * The SWV schema CF7's script validates with on `change`, built from the same
 * catalogue rules the feedback endpoint enforces, so the browser never shows
 * an error the server would not give (or the reverse). Rules are in CF7's
 * order per field: required, the type's format, then the limits, then enums.
 * Fields whose posted value is machinery (upload records, a signature URL)
 * keep only their server checks.
 */
export function cf7Schema(form: FormDefinition, locale = 'en_US'): Cf7SwvSchema {
  return { version: CF7_SWV_SCHEMA_VERSION, locale, rules: form.fields.filter((field) => !field.repeater && !SERVER_ONLY_TYPES.has(field.type)).flatMap(fieldRules) };
}

function fieldRules(field: FieldDefinition): Cf7SwvRule[] {
  const rules: Cf7SwvRule[] = [];
  const add = (rule: Cf7SwvRule['rule'], error: string, extra: Partial<Pick<Cf7SwvRule, 'threshold' | 'accept'>> = {}) => rules.push({ rule, field: field.name, error, ...extra });
  const limits = field.rules ?? {};
  if (limits.required) add('required', FIELD_MESSAGES.required);
  if (field.type === 'email' || limits.email) add('email', FIELD_MESSAGES.email);
  if (field.type === 'url') add('url', MORE_MESSAGES.url);
  if (field.type === 'tel' || limits.tel) add('tel', FIELD_MESSAGES.tel);
  if (field.type === 'number') add('number', FIELD_MESSAGES.number);
  if (field.type === 'date') add('date', MORE_MESSAGES.date);
  if (limits.minlength !== undefined) add('minlength', FIELD_MESSAGES.tooShort, { threshold: limits.minlength });
  if (limits.maxlength !== undefined) add('maxlength', FIELD_MESSAGES.tooLong, { threshold: limits.maxlength });
  if (limits.min !== undefined) add('minnumber', FIELD_MESSAGES.tooSmall, { threshold: limits.min });
  if (limits.max !== undefined) add('maxnumber', FIELD_MESSAGES.tooLarge, { threshold: limits.max });
  if (field.type === 'radio') add('maxitems', MORE_MESSAGES.tooManyItems, { threshold: 1 });
  if (field.options && ['select', 'checkbox', 'radio'].includes(field.type)) add('enum', FIELD_MESSAGES.choice, { accept: [...field.options] });
  return rules;
}
