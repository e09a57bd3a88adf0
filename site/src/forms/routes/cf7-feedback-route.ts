import type { Cf7FeedbackResponse } from '@cms-mf/shared-contracts/events';
import type { Context } from 'hono';
import { DEFAULT_MAX_PARTS, type FormMediaType, hasFormMediaType, readFormBody } from '../../form-body/read-form-body';
import { FEEDBACK_MESSAGES } from '../checks/field-messages';
import type { SiteState } from '../../site-state';
import { formNotFound, malformedBody, rateLimited, tooManyParts, unitTagNotFound, unsupportedMediaType } from './feedback-errors';
import { limitRegistration } from '../../limits/limit-registration';
import { grantLogin } from '../../accounts/login-grant';
import { limitMessage } from '../../limits/site-limits';
import { visitorOf } from '../../limits/visitor';
import { submitCf7Form } from '../submit/cf7-submission';
import { checkoutRedirectOf } from '../submit/checkout-redirect';

const CF7_MEDIA_TYPES: readonly FormMediaType[] = ['multipart/form-data'];
/** `wpcf7-f{id}[-p{post}]-o{n}`: group 1 is the form id. */
export const UNIT_TAG = /^wpcf7-f(\d+)(?:-p\d+)?-o\d+$/;

/**
 * CF7's REST feedback endpoint, `POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback`
 * (MARKUP-FACTS §2.5): validates the multipart submission against the form's
 * catalogue rules and answers `validation_failed` with `invalid_fields`,
 * `spam` (honeypot), `mail_sent` or `mail_failed` (no mail recipient
 * configured). Every submission that is not invalid is stored, with its
 * uploads linked, in one transaction (submit/cf7-submission.ts). A form with
 * `captcha_service` also needs a good `_wpcf7_recaptcha_response` token:
 * without one the answer is `spam` and nothing is stored (there is no
 * submission to review, only a client that skipped or replayed the check).
 */
export function createCf7FeedbackHandler(state: SiteState) {
  return async (c: Context): Promise<Response> => {
    const idText = c.req.param('id') ?? '';
    // CF7's REST route takes multipart only; anything else is refused before the form is looked up.
    if (!hasFormMediaType(c.req.raw, CF7_MEDIA_TYPES)) return unsupportedMediaType();
    const form = /^\d{1,9}$/.test(idText) ? state.cms.forms.get(Number(idText)) : undefined;
    if (!form || form.plugin !== 'cf7') return formNotFound();
    const body = await readFormBody(c.req.raw, CF7_MEDIA_TYPES);
    // A multipart body that cannot be read is the client's error (400), not a media type it did not send (security/bad-input.test.ts).
    if (!body.ok) return body.reason === 'too-many-parts' ? tooManyParts(DEFAULT_MAX_PARTS) : body.reason === 'malformed' ? malformedBody() : unsupportedMediaType();
    const { fields } = body;
    const unitTag = fields.optionalText('_wpcf7_unit_tag', { max: 100 }) ?? '';
    if (UNIT_TAG.exec(unitTag)?.[1] !== String(form.id)) return unitTagNotFound();
    const limited = limitRegistration(state, form, visitorOf(c));
    if (limited) return rateLimited(limitMessage(limited), limited.retryAfterSeconds);
    const result = await submitCf7Form(state, form, fields, unitTag, new URL(c.req.url).origin);
    // The browser that registered may log in to that account once (accounts/login-grant.ts).
    if (result.registeredUserId !== undefined) grantLogin(c, state.repos, result.registeredUserId, state.now());
    return c.json({
      contact_form_id: form.id,
      status: result.status,
      message: FEEDBACK_MESSAGES[result.status],
      posted_data_hash: result.postedDataHash,
      into: `#${unitTag}`,
      invalid_fields: [...result.invalid].map(([field, message]) => ({ field, message, idref: null, error_id: `${unitTag}-ve-${field}` })),
      ...checkoutRedirectOf(form, result.status),
    } satisfies Cf7FeedbackResponse);
  };
}
