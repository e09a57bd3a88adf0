import { RATING_MAX, RATING_MIN } from '@cms-mf/shared-contracts/constants';
import type { FieldDefinition } from '../../cms/form-definition';
import { isValidEmail } from '@cms-mf/shared-contracts/rules';
import { FIELD_MESSAGES, FIELD_VALUE_MAX_LENGTH } from './field-messages';
import { isValidTel } from './tel-rule';

/** A posted value: one text, several (`name[]`), or nothing. */
export type PostedValue = string | readonly string[] | undefined;

/** Types whose value the generic rules do not judge: uploads, captcha and honeypot have their own checks. */
const OWN_CHECK_TYPES = new Set(['file_upload', 'image_upload', 'google_drive_upload', 'math_captcha', 'honeypot', 'submit', 'section_break']);
const NUMERIC_TYPES = new Set(['number', 'range_slider', 'rating']);
/** Fields whose value may be several choices. */
const MULTI_TYPES = new Set(['checkbox', 'select', 'image_choice', 'product_dropdown']);
const MAX_VALUES = 100;

/**
 * Applies a field's configured rules (required, email, tel, length, number
 * range, allowed choices) to its posted value. Returns the reason the value
 * is refused, or null when it passes. Empty optional fields pass.
 */
export function validateField(field: FieldDefinition, posted: PostedValue): string | null {
  if (OWN_CHECK_TYPES.has(field.type)) return null;
  const values = (typeof posted === 'string' ? [posted] : (posted ?? [])).filter((value) => value.trim() !== '');
  const rules = field.rules ?? {};
  if (values.length === 0) return rules.required ? (field.type === 'acceptance' ? FIELD_MESSAGES.acceptance : FIELD_MESSAGES.required) : null;
  if (values.length > 1 && !MULTI_TYPES.has(field.type)) return FIELD_MESSAGES.tooManyValues;
  if (values.length > MAX_VALUES) return FIELD_MESSAGES.tooManyValues;
  for (const value of values) {
    const reason = validateOne(field, value);
    if (reason) return reason;
  }
  return null;
}

function validateOne(field: FieldDefinition, value: string): string | null {
  const rules = field.rules ?? {};
  const length = [...value].length;
  if (length > FIELD_VALUE_MAX_LENGTH) return FIELD_MESSAGES.tooLong;
  if (field.options && !field.options.includes(value)) return FIELD_MESSAGES.choice;
  if ((rules.email || field.type === 'email') && !isValidEmail(value)) return FIELD_MESSAGES.email;
  if ((rules.tel || field.type === 'tel' || field.type === 'phone') && !isValidTel(value)) return FIELD_MESSAGES.tel;
  if (rules.maxlength !== undefined && length > rules.maxlength) return FIELD_MESSAGES.tooLong;
  if (rules.minlength !== undefined && length < rules.minlength) return FIELD_MESSAGES.tooShort;
  if (NUMERIC_TYPES.has(field.type) || rules.min !== undefined || rules.max !== undefined) {
    if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return FIELD_MESSAGES.number;
    const number = Number(value);
    const min = rules.min ?? (field.type === 'rating' ? RATING_MIN : undefined);
    const max = rules.max ?? (field.type === 'rating' ? RATING_MAX : undefined);
    if (min !== undefined && number < min) return FIELD_MESSAGES.tooSmall;
    if (max !== undefined && number > max) return FIELD_MESSAGES.tooLarge;
  }
  return null;
}
