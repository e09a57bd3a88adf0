import { createHash } from 'node:crypto';
import { CAPTCHA_WIDGETS, CF7_CAPTCHA_ACTION, CF7_CAPTCHA_FIELD, checkCaptcha } from '../../captcha/index';
import type { FormDefinition } from '../../cms/form-definition';
import type { RawFields } from '../../form-body/raw-fields';
import type { SiteState } from '../../site-state';
import { planRegistration, REGISTRATION_MESSAGES } from '../../accounts/registration';
import { addressValue } from '../checks/address-value';
import { checkFormValues } from '../checks/check-form-values';
import { withoutHiddenFields } from '../checks/conditional-groups';
import { CONDITIONAL_HIDDEN_FIELDS_INPUT } from '@cms-mf/shared-contracts/settings';
import type { FEEDBACK_MESSAGES } from '../checks/field-messages';

/** A feedback status of CF7 (MARKUP-FACTS §2.5) this site answers. */
export type Cf7Status = keyof typeof FEEDBACK_MESSAGES;

/** What one submission came to, for the REST answer or the re-rendered page. */
export interface Cf7SubmissionResult {
  readonly status: Cf7Status;
  /** Field name -> reason, in the form's field order (empty unless `validation_failed`). */
  readonly invalid: ReadonlyMap<string, string>;
  readonly postedDataHash: string;
  /** The posted values, without CF7's `_wpcf7` fields. */
  readonly values: Readonly<Record<string, string | string[]>>;
  /** The account the submission created, when it was a registration. */
  readonly registeredUserId?: number;
}

/** What the script-less post decided before the submission: field values it replaced (stored files), fields it refused. */
export interface SubmissionAdditions {
  readonly values?: Readonly<Record<string, string>>;
  readonly invalid?: ReadonlyMap<string, string>;
}

/** Another request registered the same address while this one hashed its password; rolls the transaction back. */
class RegistrationRaceError extends Error {
  override readonly name = 'RegistrationRaceError';
}

/**
 * One CF7 submission, as the REST feedback endpoint and the script-less post
 * to the page both take it: validation against the catalogue, then the spam
 * checks, then the submission stored with its uploads linked, its account
 * created and its mail queued in one transaction.
 */
export async function submitCf7Form(state: SiteState, form: FormDefinition, fields: RawFields, unitTag: string, origin: string, before: SubmissionAdditions = {}): Promise<Cf7SubmissionResult> {
  const containerPost = Number(fields.optionalText('_wpcf7_container_post', { max: 12 }) ?? '0') || null;
  // CF7 leaves its own `_`-prefixed fields out of the posted data.
  // Fields of groups the form's conditional rules hide are neither checked nor stored.
  const posted = Object.fromEntries(Object.entries(fields.textValues()).filter(([name]) => !name.startsWith('_wpcf7') && name !== CONDITIONAL_HIDDEN_FIELDS_INPUT));
  const values = withoutHiddenFields(form, { ...posted, ...before.values });
  const check = checkFormValues(form, values, state.repos);
  const invalid = new Map(check.invalid);
  for (const [name, reason] of before.invalid ?? []) invalid.set(name, reason);
  const registration = invalid.size === 0 && !check.spam ? await planRegistration(form, values, state.repos) : { kind: 'none' as const };
  if (registration.kind === 'invalid') invalid.set(registration.field, registration.reason);
  const postedDataHash = createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 32);
  const result = (status: Cf7Status, reasons: ReadonlyMap<string, string> = new Map()): Cf7SubmissionResult => ({ status, invalid: reasons, postedDataHash, values });
  // CF7's order: validation first, then the spam checks.
  if (invalid.size > 0) return result('validation_failed', invalid);
  if (form.captcha_service || form.captcha_widget) {
    // A widget's answer is in its provider's response field; the token-only check uses CF7's.
    const { field, action } = form.captcha_widget ? CAPTCHA_WIDGETS[form.captcha_widget] : { field: CF7_CAPTCHA_FIELD, action: CF7_CAPTCHA_ACTION };
    const captcha = await checkCaptcha(state.external, origin, fields.textValues()[field], action);
    if (!captcha.ok) return result('spam');
  }
  const status = check.spam ? 'spam' : form.mail ? 'mail_sent' : 'mail_failed';
  const stored = storedValues(form, values, check.uploadRecords, check.stored, registration.kind === 'create' ? registration.passwordField : undefined);
  const createdAt = state.now().toISOString();
  let registeredUserId: number | undefined;
  try {
    state.repos.transaction(() => {
      // Checked again inside the transaction: two registrations of one address at once both passed the plan
      // (each awaited its hashing), and the second must get the sequential duplicate's answer, not a constraint error.
      if (registration.kind === 'create' && status !== 'spam' && state.repos.users.byEmail(registration.email)) throw new RegistrationRaceError();
      const submission = state.repos.submissions.insert({
        form_id: form.id, unit_tag: unitTag, container_post: containerPost, status, fields_json: JSON.stringify(stored), posted_data_hash: postedDataHash, created_at: createdAt,
      });
      // A spam submission keeps no files and creates no account; it is kept for review, as Flamingo does.
      if (status === 'spam') return;
      for (const { field, upload } of check.uploads) state.repos.submissionUploads.link({ submission_id: submission.id, upload_id: upload.id, field });
      if (registration.kind === 'create') registeredUserId = state.repos.users.insert({ email: registration.email, password_hash: registration.passwordHash, form_id: form.id, created_at: createdAt }).id;
      if (form.mail) state.repos.mailOutbox.insert({ submission_id: submission.id, to_address: form.mail.to, subject: form.mail.subject, body: mailBody(stored), created_at: createdAt });
    });
  } catch (error) {
    if (!(error instanceof RegistrationRaceError) || registration.kind !== 'create') throw error;
    return result('validation_failed', new Map([[form.settings.UserRegistration!.userEmail!, REGISTRATION_MESSAGES.taken]]));
  }
  return { ...result(status), registeredUserId };
}

/** What is stored: posted values, upload fields as their records, never a password or the honeypot. */
function storedValues(form: FormDefinition, values: Record<string, string | string[]>, uploads: ReadonlyMap<string, readonly unknown[]>, checked: ReadonlyMap<string, unknown>, passwordField?: string): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const field of form.fields) {
    if (field.name === passwordField || field.type === 'password' || field.type === 'honeypot') continue;
    if (uploads.has(field.name)) stored[field.name] = uploads.get(field.name);
    else if (checked.has(field.name)) stored[field.name] = checked.get(field.name);
    else if (field.type === 'address') stored[field.name] = addressValue(field.name, values);
    else if (Object.hasOwn(values, field.name)) stored[field.name] = values[field.name];
  }
  return stored;
}

function mailBody(stored: Record<string, unknown>): string {
  return Object.entries(stored)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}
