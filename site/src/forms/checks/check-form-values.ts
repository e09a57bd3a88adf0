import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import { UPLOAD_FIELD_TYPES } from '../../cms/form-definition';
import type { Repositories } from '../../db/repositories';
import type { UploadRow } from '../../uploads/uploads-repository';
import { FIELD_MESSAGES } from './field-messages';
import { type PostedValue, validateField } from './field-validation';
import { solvesMathCaptcha } from '../../captcha/math-captcha';
import { checkSubmittedUploads } from './submitted-uploads';
import { checkAddonField } from './addon-field-checks';
import { checkEnhancedField } from './check-enhanced-field';
import { hiddenConditionalGroups } from './conditional-groups';
import { bookingFieldProblem } from './booking-rule';

/** The outcome of checking posted values against a form's configured rules. */
export interface FormCheck {
  /** Field name -> reason, in the form's field order. */
  readonly invalid: ReadonlyMap<string, string>;
  /** Stored uploads the values reference, by field (to link to the submission). */
  readonly uploads: readonly { readonly field: string; readonly upload: UploadRow }[];
  /** Upload and cloud-drive records by field name, as they will be stored. */
  readonly uploadRecords: ReadonlyMap<string, readonly unknown[]>;
  /** A honeypot field was filled in. */
  readonly spam: boolean;
  /** Values to store instead of the posted ones (sanitised rich text, repeater items), by field name. */
  readonly stored: ReadonlyMap<string, unknown>;
}

/**
 * Checks posted values against the catalogue: every field (or only `names`,
 * for one step of a multistep or conversational form) by its rules, uploads
 * against the uploads table, math captchas by their answer. Fields in a
 * conditional group the form's rules hide for these values are skipped.
 */
export function checkFormValues(form: FormDefinition, values: Readonly<Record<string, PostedValue>>, repos: Repositories, names?: readonly string[]): FormCheck {
  const hiddenGroups = hiddenConditionalGroups(form, values);
  const invalid = new Map<string, string>();
  const uploads: { field: string; upload: UploadRow }[] = [];
  const uploadRecords = new Map<string, readonly unknown[]>();
  const stored = new Map<string, unknown>();
  let spam = false;
  for (const field of form.fields) {
    // A repeater item's fields are checked by their repeater, under their numbered names.
    if (field.repeater) continue;
    if (names && !names.includes(field.name)) continue;
    if (field.group && hiddenGroups.has(field.group)) continue;
    const posted = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    if (field.type === 'honeypot') {
      spam ||= typeof posted === 'string' ? posted !== '' : posted !== undefined;
      continue;
    }
    const addon = checkAddonField(form, field, field.name, values, repos);
    if (addon && !addon.ok) for (const [name, reason] of addon.invalid) invalid.set(name, reason);
    if (addon?.ok) {
      if (addon.stored !== undefined) stored.set(field.name, addon.stored);
      for (const link of addon.links ?? []) uploads.push(...link.uploads.map((upload) => ({ field: link.field, upload })));
    }
    if (addon) continue;
    const reason = checkOne(form, field, posted, values, repos, (rows, records) => {
      uploads.push(...rows.map((upload) => ({ field: field.name, upload })));
      uploadRecords.set(field.name, records);
    });
    if (reason) invalid.set(field.name, reason);
  }
  return { invalid, uploads, uploadRecords, spam, stored };
}

function checkOne(
  form: FormDefinition,
  field: FieldDefinition,
  posted: PostedValue,
  values: Readonly<Record<string, PostedValue>>,
  repos: Repositories,
  keep: (rows: readonly UploadRow[], records: readonly unknown[]) => void,
): string | null {
  if (UPLOAD_FIELD_TYPES.includes(field.type)) {
    const check = checkSubmittedUploads(form, field, posted, repos);
    if (!check.ok) return check.reason;
    keep(check.uploads, check.records);
    return null;
  }
  if (field.type === 'math_captcha') return solvesMathCaptcha(values, field.name) ? null : FIELD_MESSAGES.captcha;
  // Booking fields: the generic rules (required, length), then the form's calendar.
  const booking = bookingFieldProblem(form, field, posted);
  if (booking !== undefined) return validateField(field, posted) ?? booking;
  const enhanced = checkEnhancedField(field, values);
  if (enhanced !== undefined) return enhanced;
  return validateField(field, posted);
}
