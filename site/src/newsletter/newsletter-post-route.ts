import type { Context } from 'hono';
import { actionContext } from '../ajax/ajax-endpoint';
import { BadFieldError } from '../form-body/bad-field-error';
import { RawFields } from '../form-body/raw-fields';
import { pageResponse } from '../pages/pages-route';
import type { PageRequest } from '../pages/render-page';
import { hasPlaceholder } from '../pages/placeholders';
import type { SiteState } from '../site-state';
import { NEWSLETTER_NONCE_FIELD, NEWSLETTER_POST_MESSAGES, type NewsletterFormState } from './newsletter-form-state';
import { submitSubscribeForm } from './submit-subscribe-form';

/** The module's input names and the subscribe action's fields they become (MARKUP-FACTS §1.5). */
const FIELD_MAP: Readonly<Record<string, string>> = {
  et_pb_signup_list_id: 'et_list_id',
  et_pb_signup_firstname: 'et_firstname',
  et_pb_signup_lastname: 'et_lastname',
  et_pb_signup_email: 'et_email',
  et_pb_signup_provider: 'et_provider',
  et_pb_signup_account_name: 'et_account',
  et_pb_signup_checksum: 'et_checksum',
  token: 'token',
};

/** Whether a page post is the newsletter module's form. */
export const isNewsletterPost = (posted: Readonly<Record<string, unknown>>): boolean => Object.hasOwn(posted, 'et_pb_signup_list_id');

/**
 * The newsletter's plain POST to its own page (JavaScript off, or before the
 * theme remote mounts): the same rules as `et_pb_submit_subscribe_form`, then
 * the page again with the result in the module and the typed values kept.
 * The list must be one the page renders and the form's nonce must be good; a
 * subscription is stored once (re-subscribing changes nothing).
 */
export async function handleNewsletterPost(c: Context, state: SiteState, source: string, posted: Readonly<Record<string, string | string[]>>, request: Omit<PageRequest, 'cartTokenHash'>): Promise<Response> {
  const text = (name: string) => (typeof posted[name] === 'string' ? (posted[name] as string) : '');
  const listId = text('et_pb_signup_list_id');
  if (!hasPlaceholder(source, 'newsletter', listId)) return c.text('This page has no such newsletter.', 400);
  const values = { firstname: text('et_pb_signup_firstname'), lastname: text('et_pb_signup_lastname'), email: text('et_pb_signup_email') };
  const answer = (shown: NewsletterFormState, status?: 403) => pageResponse(c, state, source, { ...request, newsletter: { listId, state: shown } }, status);
  if (!state.nonces.verify('et_frontend', text(NEWSLETTER_NONCE_FIELD) || undefined)) return answer({ values, error: NEWSLETTER_POST_MESSAGES.expired }, 403);
  const body = new FormData();
  for (const [input, field] of Object.entries(FIELD_MAP)) {
    const value = posted[input];
    if (value !== undefined) for (const item of Array.isArray(value) ? value : [value]) body.append(field, item);
  }
  try {
    const outcome = await submitSubscribeForm.handle(submitSubscribeForm.parse(RawFields.fromFormData(body)), actionContext(c, state));
    if (outcome.ok) return answer({ values, success: true });
    const error = (outcome.data as { error?: unknown }).error;
    return answer({ values, error: typeof error === 'string' ? error : NEWSLETTER_POST_MESSAGES.expired });
  } catch (error) {
    if (error instanceof BadFieldError) return answer({ values, error: error.message });
    throw error;
  }
}
