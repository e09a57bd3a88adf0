import { defineModule } from '@cms-mf/shared-contracts';
import { holdSubmitUntil } from '../common/hold-submit';
import { pickCaptchaProvider } from './captcha-provider';
import { readCaptchaWidget } from './captcha-widget';
import { mountCaptchaWidget } from './mount-captcha-widget';
import { isTokenFresh } from './token-freshness';

/** CF7's reCAPTCHA v3 field, which the server reads (MARKUP-FACTS §2.1 "From modules"). */
const RESPONSE_FIELD = '_wpcf7_recaptcha_response';
/** CF7's action for form submissions (`wpcf7_recaptcha.actions.contactform`). */
const DEFAULT_ACTION = 'contactform';

/**
 * `./captcha`, mounted on a captcha widget (`.eacf7-recaptcha`,
 * `.eacf7-hcaptcha`, `.eacf7-cf-turnstile`). One with a site key is the
 * provider's widget (mount-captcha-widget.ts). One without (reCAPTCHA v3,
 * or the site's captcha service) fetches a token from the page's
 * captcha provider into the form's response field, keeps it fresh, and holds
 * a submission until a fresh token is there. A token is spent by the server,
 * so a new one is fetched after every answer (`wpcf7submit`).
 */
export const captchaModule = defineModule((el, ctx, signal) => {
  const form = el.closest('form');
  // A widget the visitor answers (reCAPTCHA v2, hCaptcha, Turnstile); else a token fetched for the form.
  const widget = readCaptchaWidget(el);
  if (widget) return form ? mountCaptchaWidget(widget, form, ctx, signal) : undefined;
  const provider = pickCaptchaProvider(ctx.globals);
  if (!form || !provider) {
    if (form) ctx.log.warn('the page names no captcha service; this form will be refused as spam');
    return;
  }
  const doc = el.ownerDocument;
  const fieldName = el.getAttribute('data-response-field-name') ?? RESPONSE_FIELD;
  const action = el.getAttribute('data-action') ?? ctx.globals.wpcf7_recaptcha?.actions?.contactform ?? DEFAULT_ACTION;
  let input = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].find((candidate) => candidate.name === fieldName) ?? null;
  const created = !input;
  // DOM, not a component: the token's hidden input is posted data, and a widget is the provider's own UI rendered by its script into the add-on's container.
  if (!input) {
    input = doc.createElement('input');
    input.type = 'hidden';
    input.name = fieldName;
    el.appendChild(input);
  }
  const field = input;
  let fetchedAt: number | null = null;
  let pending: Promise<void> | null = null;

  const refresh = (): Promise<void> =>
    (pending ??= provider
      .token(action, signal)
      .then((token) => {
        field.value = token;
        fetchedAt = Date.now();
        el.removeAttribute('data-captcha-error');
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        field.value = '';
        fetchedAt = null;
        el.setAttribute('data-captcha-error', '');
        throw error;
      })
      .finally(() => {
        pending = null;
      }));
  const log = (error: unknown) => ctx.log.warn('no captcha token could be fetched', error);

  holdSubmitUntil(form, { ready: () => isTokenFresh(fetchedAt, Date.now()), prepare: refresh }, signal, log);
  // The token was sent (and spent if the rest passed): the next send needs another.
  form.addEventListener('wpcf7submit', () => {
    fetchedAt = null;
    field.value = '';
    refresh().catch(log);
  }, { signal });
  refresh().catch(log);

  return () => {
    if (created) field.remove();
  };
});
