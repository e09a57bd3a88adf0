import { isValidEmail } from '@cms-mf/shared-contracts/rules';
import { type CaptchaSum, isCaptchaAnswer } from './captcha';

/** Field types of the module (`data-type`, MARKUP-FACTS §1.5). */
export type ContactFieldType = 'input' | 'email' | 'text' | 'checkbox' | 'radio' | 'select';

/** One `p.et_pb_contact_field` as the visitor left it. */
export interface ContactFieldSnapshot {
  /** `data-id` (the field's `original_id`). */
  readonly id: string;
  /** The posted name (`et_pb_contact_{id}_{n}`), the group's for checkboxes and radios. */
  readonly name: string;
  readonly type: ContactFieldType;
  readonly label: string;
  readonly required: boolean;
  /** Text of inputs, textareas and selects; the checked options of a group. */
  readonly value: string | readonly string[];
  /** Hidden by conditional logic: skipped, and listed as hidden in the post. */
  readonly hidden: boolean;
}

/** `et_pb_contact_email_fields_{n}` items (theme-frontend.md §3). */
export interface ContactFieldDescriptor {
  readonly field_id: string;
  readonly original_id: string;
  readonly required_mark: 'required' | 'not_required';
  readonly field_type: ContactFieldType;
  readonly field_label: string;
}

export interface ContactCaptchaSnapshot {
  readonly sum: CaptchaSum;
  readonly answer: string;
}

export interface ContactValidation {
  readonly ok: boolean;
  /** Labels of empty required fields, in order (`captcha` text for the captcha), listed after `fill_message`. */
  readonly missing: readonly string[];
  /** Any e-mail field failed the e-mail rule (`invalid`). */
  readonly invalidEmail: boolean;
  /** The captcha answer was given and wrong (`wrong_captcha`): new numbers, cleared input. */
  readonly wrongCaptcha: boolean;
  /** `data-id`s of fields in error (`et_contact_error`); `captcha` for the captcha. */
  readonly errorFields: ReadonlySet<string>;
  readonly fields: readonly ContactFieldDescriptor[];
  /** `data-id`s of conditionally hidden fields (`et_pb_contact_email_hidden_fields_{n}`). */
  readonly hidden: readonly string[];
}

/** The error-field key of the captcha. */
export const CAPTCHA_KEY = 'captcha';

const isEmpty = (value: string | readonly string[]) => (typeof value === 'string' ? value.trim() === '' : value.length === 0);

/**
 * The module's checks before a post (theme-frontend.md §5): required fields
 * and groups, e-mail fields by the shared rule, the simple captcha (an empty
 * answer is a missing field labelled `captchaLabel`); hidden fields skipped.
 * A required checkbox group left unchecked is listed by its label, or by
 * `checkboxLabel` (the site's `wrong_checkbox` text, §8) when it has none: a
 * consent box is often labelled only by the text beside its box.
 */
export function validateContactForm(fields: readonly ContactFieldSnapshot[], captcha: ContactCaptchaSnapshot | null, captchaLabel: string, checkboxLabel = ''): ContactValidation {
  const missing: string[] = [];
  const errorFields = new Set<string>();
  const descriptors: ContactFieldDescriptor[] = [];
  const hidden: string[] = [];
  let invalidEmail = false;
  for (const field of fields) {
    if (field.hidden) {
      hidden.push(field.id);
      continue;
    }
    descriptors.push({ field_id: field.name, original_id: field.id, required_mark: field.required ? 'required' : 'not_required', field_type: field.type, field_label: field.label });
    if (field.required && isEmpty(field.value)) {
      missing.push(field.label.trim() === '' ? checkboxLabel || field.id : field.label);
      errorFields.add(field.id);
      continue;
    }
    if (field.type === 'email' && typeof field.value === 'string' && field.value.trim() !== '' && !isValidEmail(field.value)) {
      invalidEmail = true;
      errorFields.add(field.id);
    }
  }
  let wrongCaptcha = false;
  if (captcha) {
    if (captcha.answer.trim() === '') {
      missing.push(captchaLabel);
      errorFields.add(CAPTCHA_KEY);
    } else if (!isCaptchaAnswer(captcha.sum, captcha.answer)) {
      wrongCaptcha = true;
      errorFields.add(CAPTCHA_KEY);
    }
  }
  return { ok: errorFields.size === 0, missing, invalidEmail, wrongCaptcha, errorFields, fields: descriptors, hidden };
}

/** The localized texts of §8 the messages use. */
export interface ContactTexts {
  readonly fill_message: string;
  readonly contact_error_message: string;
  readonly invalid: string;
  readonly wrong_captcha: string;
  readonly captcha: string;
  readonly wrong_checkbox: string;
}

/** The message area's content, as plain text blocks (rendered with textContent, never as HTML). */
export interface ContactMessage {
  /** `fill_message` then the missing labels. */
  readonly missing: { readonly heading: string; readonly items: readonly string[] } | null;
  /** `contact_error_message` then the other errors. */
  readonly errors: { readonly heading: string; readonly items: readonly string[] } | null;
}

export function contactMessage(result: ContactValidation, texts: ContactTexts): ContactMessage {
  const errors = [...(result.invalidEmail ? [texts.invalid] : []), ...(result.wrongCaptcha ? [texts.wrong_captcha] : [])];
  return {
    missing: result.missing.length > 0 ? { heading: texts.fill_message, items: result.missing } : null,
    errors: errors.length > 0 ? { heading: texts.contact_error_message, items: errors } : null,
  };
}
