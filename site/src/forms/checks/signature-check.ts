import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import type { Repositories } from '../../db/repositories';
import { STORED_NAME_PATTERN, UPLOADS_URL_PREFIX } from '../../uploads/stored-files';
import type { UploadRow } from '../../uploads/uploads-repository';
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
  const verdict = checkSignature(form, field, posted, repos);
  return verdict.ok ? null : verdict.reason;
}

/**
 * The same check, with the stored signature when there is one, which the
 * submission links like an upload: a linked signature is kept (it never
 * expires as an unsent upload does) and cannot be sent with another submission.
 */
export function checkSignature(form: FormDefinition, field: FieldDefinition, posted: PostedValue, repos: Repositories): { ok: true; row?: UploadRow } | { ok: false; reason: string } {
  if (posted !== undefined && typeof posted !== 'string') return { ok: false, reason: FIELD_MESSAGES.tooManyValues };
  const value = (posted ?? '').trim();
  if (value === '') return field.rules?.required ? { ok: false, reason: FIELD_MESSAGES.required } : { ok: true };
  const storedName = value.startsWith(UPLOADS_URL_PREFIX) ? value.slice(UPLOADS_URL_PREFIX.length) : '';
  if (!STORED_NAME_PATTERN.test(storedName)) return { ok: false, reason: SIGNATURE_NOT_ISSUED_MESSAGE };
  const row = repos.uploads.byStoredName(storedName);
  const ours = row && row.kind === 'signature' && row.form_id === form.id && row.field_id === field.name && !repos.submissionUploads.isAttached(row.id);
  return ours ? { ok: true, row } : { ok: false, reason: SIGNATURE_NOT_ISSUED_MESSAGE };
}
