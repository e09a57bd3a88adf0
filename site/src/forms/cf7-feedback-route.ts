import { createHash } from 'node:crypto';
import type { Cf7FeedbackResponse, Cf7InvalidField } from '@cms-mf/shared-contracts/events';
import type { Context } from 'hono';
import { CF7_CAPTCHA_ACTION, CF7_CAPTCHA_FIELD, checkCaptcha } from '../captcha';
import type { FormDefinition } from '../cms/form-definition';
import { type FormMediaType, hasFormMediaType, readFormBody } from '../form-body/read-form-body';
import { FEEDBACK_MESSAGES } from './field-messages';
import type { SiteState } from '../site-state';
import { checkFormValues } from './check-form-values';
import { withoutHiddenFields } from './conditional-groups';
import { checkoutRedirectOf } from './checkout-redirect';
import { CONDITIONAL_HIDDEN_FIELDS_INPUT } from '@cms-mf/shared-contracts/settings';
import { formNotFound, unitTagNotFound, unsupportedMediaType } from './feedback-errors';
import { planRegistration } from '../accounts/registration';
import { addressValue } from './address-value';

const CF7_MEDIA_TYPES: readonly FormMediaType[] = ['multipart/form-data'];
const UNIT_TAG = /^wpcf7-f(\d+)(?:-p\d+)?-o\d+$/;

/**
 * CF7's REST feedback endpoint, `POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback`
 * (MARKUP-FACTS §2.5): validates the multipart submission against the form's
 * catalogue rules and answers `validation_failed` with `invalid_fields`,
 * `spam` (honeypot), `mail_sent` or `mail_failed` (no mail recipient
 * configured). Every submission that is not invalid is stored, with its
 * uploads linked, in one transaction. A form with `captcha_service` also
 * needs a good `_wpcf7_recaptcha_response` token: without one the answer is
 * `spam` and nothing is stored (there is no submission to review, only a
 * client that skipped or replayed the check).
 */
export function createCf7FeedbackHandler(state: SiteState) {
  return async (c: Context): Promise<Response> => {
    const idText = c.req.param('id') ?? '';
    // CF7's REST route takes multipart only; anything else is refused before the form is looked up.
    if (!hasFormMediaType(c.req.raw, CF7_MEDIA_TYPES)) return unsupportedMediaType();
    const form = /^\d{1,9}$/.test(idText) ? state.cms.forms.get(Number(idText)) : undefined;
    if (!form || form.plugin !== 'cf7') return formNotFound();
    const body = await readFormBody(c.req.raw, CF7_MEDIA_TYPES);
    if (!body.ok) return unsupportedMediaType();
    const { fields } = body;
    const unitTag = fields.optionalText('_wpcf7_unit_tag', { max: 100 }) ?? '';
    if (UNIT_TAG.exec(unitTag)?.[1] !== String(form.id)) return unitTagNotFound();
    const containerPost = Number(fields.optionalText('_wpcf7_container_post', { max: 12 }) ?? '0') || null;
    // CF7 leaves its own `_`-prefixed fields out of the posted data.
    // Fields of groups the form's conditional rules hide are neither checked nor stored.
    const values = withoutHiddenFields(form, Object.fromEntries(Object.entries(fields.textValues()).filter(([name]) => !name.startsWith('_wpcf7') && name !== CONDITIONAL_HIDDEN_FIELDS_INPUT)));
    const check = checkFormValues(form, values, state.repos);
    const invalid = new Map(check.invalid);
    const registration = invalid.size === 0 && !check.spam ? await planRegistration(form, values, state.repos) : { kind: 'none' as const };
    if (registration.kind === 'invalid') invalid.set(registration.field, registration.reason);
    const postedDataHash = createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 32);
    const answer = (status: keyof typeof FEEDBACK_MESSAGES, invalidFields: Cf7InvalidField[] = []): Response =>
      c.json({ contact_form_id: form.id, status, message: FEEDBACK_MESSAGES[status], posted_data_hash: postedDataHash, into: `#${unitTag}`, invalid_fields: invalidFields, ...checkoutRedirectOf(form, status) } satisfies Cf7FeedbackResponse);
    // CF7's order: validation first, then the spam checks.
    if (invalid.size > 0) {
      return answer('validation_failed', [...invalid].map(([field, message]) => ({ field, message, idref: null, error_id: `${unitTag}-ve-${field}` })));
    }
    if (form.captcha_service) {
      const captcha = await checkCaptcha(state.external, new URL(c.req.url).origin, fields.textValues()[CF7_CAPTCHA_FIELD], CF7_CAPTCHA_ACTION);
      if (!captcha.ok) return answer('spam');
    }
    const status = check.spam ? 'spam' : form.mail ? 'mail_sent' : 'mail_failed';
    const stored = storedValues(form, values, check.uploadRecords, check.stored, registration.kind === 'create' ? registration.passwordField : undefined);
    const createdAt = state.now().toISOString();
    state.repos.transaction(() => {
      const submission = state.repos.submissions.insert({
        form_id: form.id, unit_tag: unitTag, container_post: containerPost, status, fields_json: JSON.stringify(stored), posted_data_hash: postedDataHash, created_at: createdAt,
      });
      // A spam submission keeps no files and creates no account; it is kept for review, as Flamingo does.
      if (status === 'spam') return;
      for (const { field, upload } of check.uploads) state.repos.submissionUploads.link({ submission_id: submission.id, upload_id: upload.id, field });
      if (registration.kind === 'create') state.repos.users.insert({ email: registration.email, password_hash: registration.passwordHash, form_id: form.id, created_at: createdAt });
      if (form.mail) state.repos.mailOutbox.insert({ submission_id: submission.id, to_address: form.mail.to, subject: form.mail.subject, body: mailBody(stored), created_at: createdAt });
    });
    return answer(status);
  };
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
