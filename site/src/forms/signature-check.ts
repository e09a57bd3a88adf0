import type { FieldDefinition, FormDefinition } from '../cms/form-definition';
import type { Repositories } from '../db/repositories';
import { STORED_NAME_PATTERN, UPLOADS_URL_PREFIX } from '../uploads/stored-files';
import { FIELD_MESSAGES } from './field-messages';
import type { PostedValue } from './field-validation';

/** The reason a signature value is refused: it is no image this site stored for this form's signature. */
export const SIGNATURE_NOT_ISSUED_MESSAGE = 'The signature could not be verified. Please sign again.';

/**
 * A signature field's value must be the URL `eacf7_get_digital_signature_url`
 * answered: a signature image this site stored for this form and field.
 * Any other URL, or text, is refused. Returns the reason, or null.
 */
export function checkSignatureUrl(form: FormDefinition, field: FieldDefinition, posted: PostedValue, repos: Repositories): string | null {
  if (posted !== undefined && typeof posted !== 'string') return FIELD_MESSAGES.tooManyValues;
  const value = (posted ?? '').trim();
  if (value === '') return field.rules?.required ? FIELD_MESSAGES.required : null;
  const storedName = value.startsWith(UPLOADS_URL_PREFIX) ? value.slice(UPLOADS_URL_PREFIX.length) : '';
  if (!STORED_NAME_PATTERN.test(storedName)) return SIGNATURE_NOT_ISSUED_MESSAGE;
  const row = repos.uploads.byStoredName(storedName);
  const ours = row && row.kind === 'signature' && row.form_id === form.id && row.field_id === field.name;
  return ours ? null : SIGNATURE_NOT_ISSUED_MESSAGE;
}
