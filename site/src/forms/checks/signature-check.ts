import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import type { Repositories } from '../../db/repositories';
import { STORED_NAME_PATTERN, UPLOADS_URL_PREFIX } from '../../uploads/stored-files';
import type { UploadRow } from '../../uploads/uploads-repository';
import { FIELD_MESSAGES } from './field-messages';
import type { PostedValue } from './field-validation';

/** The reason a signature value is refused: it is no image this site stored for this form's signature. */
export const SIGNATURE_NOT_ISSUED_MESSAGE = 'The signature could not be verified. Please sign again.';

/** The name the typed-name alternative is posted under: the field's name with this suffix. */
export const SIGNATURE_TYPED_NAME_SUFFIX = '-typed-name';
/** The longest typed name taken as a signature (the add-on's text limit for names). */
export const SIGNATURE_TYPED_NAME_MAX = 80;

/** Whether the form lets a visitor type their name instead of drawing (`DigitalSignature.allowTypedName`). */
export const allowsTypedName = (form: FormDefinition): boolean => isFlagOn(form.settings.DigitalSignature?.allowTypedName);

/**
 * A signature field's value must be the URL `eacf7_get_digital_signature_url`
 * answered: a signature image this site stored for this form and field.
 * Any other URL, or text, is refused. Returns the reason, or null.
 */
export function checkSignatureUrl(form: FormDefinition, field: FieldDefinition, posted: PostedValue, repos: Repositories): string | null {
  const verdict = checkSignature(form, field, posted, undefined, repos);
  return verdict.ok ? null : verdict.reason;
}

/**
 * The same check, with the stored signature when there is one, which the
 * submission links like an upload: a linked signature is kept (it never
 * expires as an unsent upload does) and cannot be sent with another submission.
 * Where the form allows it, a name typed instead (`typed`, posted under the
 * field's name plus `SIGNATURE_TYPED_NAME_SUFFIX`) signs when no image is
 * posted: the one way to sign without scripts, so the form can be sent.
 */
export function checkSignature(
  form: FormDefinition,
  field: FieldDefinition,
  posted: PostedValue,
  typed: PostedValue,
  repos: Repositories,
): { ok: true; row?: UploadRow; typedName?: string } | { ok: false; reason: string } {
  if (posted !== undefined && typeof posted !== 'string') return { ok: false, reason: FIELD_MESSAGES.tooManyValues };
  const value = (posted ?? '').trim();
  if (value === '') {
    const name = allowsTypedName(form) && typeof typed === 'string' ? typed.trim() : '';
    if (name.length > SIGNATURE_TYPED_NAME_MAX) return { ok: false, reason: FIELD_MESSAGES.tooLong };
    if (name !== '') return { ok: true, typedName: name };
    return field.rules?.required ? { ok: false, reason: FIELD_MESSAGES.required } : { ok: true };
  }
  const storedName = value.startsWith(UPLOADS_URL_PREFIX) ? value.slice(UPLOADS_URL_PREFIX.length) : '';
  if (!STORED_NAME_PATTERN.test(storedName)) return { ok: false, reason: SIGNATURE_NOT_ISSUED_MESSAGE };
  const row = repos.uploads.byStoredName(storedName);
  const ours = row && row.kind === 'signature' && row.form_id === form.id && row.field_id === field.name && !repos.submissionUploads.isAttached(row.id);
  return ours ? { ok: true, row } : { ok: false, reason: SIGNATURE_NOT_ISSUED_MESSAGE };
}
