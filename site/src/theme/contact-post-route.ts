import type { Context } from 'hono';
import { readFormBody, TOO_MANY_PARTS_MESSAGE } from '../form-body/read-form-body';
import { checkCaptcha, diviContactAction, THEME_CAPTCHA_FIELD } from '../captcha';
import { pageFileFor, pageResponse, readPage } from '../pages/pages-route';
import { hasPlaceholder } from '../pages/placeholders';
import type { SiteState } from '../site-state';
import { handleNewsletterPost, isNewsletterPost } from '../newsletter/newsletter-post-route';
import { checkContactSubmission } from './check-contact-submission';
import { CONTACT_MESSAGES, CONTACT_NONCE_ACTION } from './contact-form-state';

const SUBMIT_KEY = /^et_pb_contactform_submit_(\d{1,9})$/;

/**
 * POST of a page-builder contact form to its own page (theme-frontend.md §7):
 * the answer is the whole page again, whose form container shows either the
 * server's error texts (`.et_pb_contact_error_text`) with the posted values,
 * or the success message in place of the form. The form must be one the page
 * renders; its nonce is checked; a valid message is stored. A form with
 * `captcha_service` also needs a good `token` for its own action, checked
 * last so a post refused for another reason does not spend it. A post of the
 * page's newsletter module goes to `handleNewsletterPost`.
 */
export function createContactPostHandler(state: SiteState) {
  return async (c: Context): Promise<Response> => {
    const urlPath = c.req.path;
    const source = await readPage(pageFileFor(state.config.pagesDir, urlPath));
    if (source === null) return c.text('Not found', 404);
    const body = await readFormBody(c.req.raw);
    if (!body.ok) return body.reason === 'media-type' ? c.text('Unsupported media type', 415) : body.reason === 'too-many-parts' ? c.text(TOO_MANY_PARTS_MESSAGE, 413) : c.text('Bad request', 400);
    const { fields } = body;
    const posted = fields.textValues();
    const formId = Object.keys(posted).map((key) => SUBMIT_KEY.exec(key)?.[1]).find(Boolean);
    const url = new URL(c.req.url);
    const request = { path: urlPath, origin: url.origin, query: url.searchParams };
    // The page builder's newsletter posts to its page too.
    if (!formId && isNewsletterPost(posted)) return handleNewsletterPost(c, state, source, posted, request);
    const form = formId ? state.cms.forms.get(Number(formId)) : undefined;
    if (!form || form.plugin !== 'divi' || !hasPlaceholder(source, 'form', String(form.id))) return c.text('This page has no such contact form.', 400);
    const nonce = posted[`_wpnonce-et-pb-contact-form-submitted-${form.id}`];
    if (!state.nonces.verify(CONTACT_NONCE_ACTION, typeof nonce === 'string' ? nonce : undefined)) {
      const expired = { values: {}, errors: [CONTACT_MESSAGES.expired], invalidFields: new Set<string>() };
      return pageResponse(c, state, source, { ...request, contact: { formId: form.id, state: expired } }, 403);
    }
    const checked = checkContactSubmission(form, posted);
    if (checked.errors.length > 0) return pageResponse(c, state, source, { ...request, contact: { formId: form.id, state: checked } });
    if (form.captcha_service) {
      const captcha = await checkCaptcha(state.external, url.origin, posted[THEME_CAPTCHA_FIELD], diviContactAction(form.id));
      if (!captcha.ok) {
        const error = captcha.reason === 'unavailable' ? CONTACT_MESSAGES.captchaUnavailable : CONTACT_MESSAGES.notHuman;
        return pageResponse(c, state, source, { ...request, contact: { formId: form.id, state: { ...checked, errors: [error] } } });
      }
    }
    state.repos.contactMessages.insert({ form_num: form.id, page: urlPath, fields_json: JSON.stringify(checked.values), created_at: state.now().toISOString() });
    const sent = { values: {}, errors: [], invalidFields: new Set<string>(), success: form.divi?.success_message ?? CONTACT_MESSAGES.success };
    return pageResponse(c, state, source, { ...request, contact: { formId: form.id, state: sent } });
  };
}
