import { defineModule } from '@cms-mf/shared-contracts';
import { safeNavigationUrl } from '@cms-mf/shared-contracts/rules';
import { requestAbLog } from '../ab-goals/ab-log-event';
import { contactTexts } from '../contact-form/contact-texts';
import { readContactFields } from '../contact-form/read-contact-form';
import { renderContactMessage } from '../contact-form/render-contact-message';
import { idBase } from '../dom/unique-id';
import { withQuery } from './with-query';
import { type NewsletterInput, type NewsletterSnapshot, newsletterMessage, newsletterOutcome, redirectQuery, subscribeRequest, validateNewsletter } from './newsletter-core';

const ERROR_CLASS = 'et_pb_signup_error';
const LOADING_CLASS = 'et_pb_button_text_loading';
/** The text of §8 when `et_pb_custom` has none. */
const SUBSCRIPTION_FAILED = 'Please, check the fields below to make sure you entered the correct information.';
const INPUT_NAMES: Readonly<Record<NewsletterInput, string>> = { firstname: 'et_pb_signup_firstname', lastname: 'et_pb_signup_lastname', email: 'et_pb_signup_email' };
/** The fields' names in the messages when the markup labels them nowhere (the module's English defaults). */
const DEFAULT_LABELS: Readonly<Record<NewsletterInput, string>> = { firstname: 'First Name', lastname: 'Last Name', email: 'Email' };

/**
 * `./newsletter`: the email opt-in module (theme-frontend.md §3-§5, §7, §8;
 * MARKUP-FACTS §1.5). Checks names and the e-mail, asks the captcha service
 * for a token when the module needs one, subscribes through the ajax
 * endpoint, then shows the success message or follows the redirect; the
 * server's error text, or `subscription_failed` for an empty answer, goes in
 * the error area. Login and feedburner forms keep their own post. In the
 * builder nothing is sent.
 */
export const newsletterModule = defineModule((el, ctx, signal) => {
  const module = el as HTMLElement;
  const doc = module.ownerDocument;
  const win = doc.defaultView!;
  if (module.matches('.et_pb_login_form, .et_pb_feedburner_form')) return;
  let busy = false;
  const texts = contactTexts(ctx);

  const input = (name: string) => module.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const errorArea = () => module.querySelector<HTMLElement>('.et_pb_newsletter_error');
  const successArea = () => module.querySelector<HTMLElement>('.et_pb_newsletter_success');
  const snapshot = (): NewsletterSnapshot => {
    const email = input('et_pb_signup_email');
    return {
      firstName: input('et_pb_signup_firstname')?.value ?? null,
      lastName: input('et_pb_signup_lastname')?.value ?? null,
      email: email?.value ?? '',
      emailValidInBrowser: email ? email.checkValidity() : false,
      listId: input('et_pb_signup_list_id')?.value ?? '',
      provider: input('et_pb_signup_provider')?.value ?? '',
      account: input('et_pb_signup_account_name')?.value ?? '',
      ipAddress: module.dataset.ip_address || input('et_pb_signup_ip_address')?.value || '',
      checksum: input('et_pb_signup_checksum')?.value ?? '',
      customFields: [...module.querySelectorAll('.et_pb_newsletter_custom_fields')].flatMap((group) => readContactFields(group)),
    };
  };
  const reveal = (area: HTMLElement) => {
    area.hidden = false;
    area.style.display = 'block';
  };
  const showError = (text: string) => {
    const area = errorArea();
    if (!area) return;
    area.textContent = text;
    reveal(area);
  };
  /** The error area's id, which fields in error point to (`aria-describedby`), so their message is read with them. */
  const errorId = (() => {
    const area = errorArea();
    if (!area) return null;
    if (!area.id) {
      area.id = `${idBase(module, 'et_pb_newsletter')}-error`;
      signal.addEventListener('abort', () => area.removeAttribute('id'), { once: true });
    }
    return area.id;
  })();
  const labelOf = (key: NewsletterInput) => {
    const field = input(INPUT_NAMES[key]);
    return field?.labels?.[0]?.textContent?.trim() || field?.placeholder.trim() || DEFAULT_LABELS[key];
  };
  const clearError = () => {
    const area = errorArea();
    if (!area) return;
    area.textContent = '';
    area.style.display = '';
  };
  const markInputs = (inError: readonly NewsletterInput[]) => {
    for (const key of Object.keys(INPUT_NAMES) as NewsletterInput[]) {
      const field = input(INPUT_NAMES[key]);
      if (!field) continue;
      field.classList.toggle(ERROR_CLASS, inError.includes(key));
      const described = new Set((field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
      if (errorId) {
        if (inError.includes(key)) described.add(errorId);
        else described.delete(errorId);
      }
      if (described.size > 0) field.setAttribute('aria-describedby', [...described].join(' '));
      else field.removeAttribute('aria-describedby');
      if (inError.includes(key)) field.setAttribute('aria-invalid', 'true');
      else field.removeAttribute('aria-invalid');
    }
  };
  const setLoading = (loading: boolean) => {
    const button = module.querySelector<HTMLElement>('.et_pb_newsletter_button');
    button?.classList.toggle(LOADING_CLASS, loading);
    if (loading) module.setAttribute('aria-busy', 'true');
    else module.removeAttribute('aria-busy');
  };

  const subscribe = async (form: NewsletterSnapshot) => {
    let token = '';
    const [client, captcha] = await Promise.all([ctx.client(), module.classList.contains('et_pb_recaptcha_enabled') ? import('@cms-mf/shared-contracts/client') : null]);
    if (captcha) token = await captcha.requestCaptchaToken(win, captcha.captchaActions.newsletter(form.listId), { signal });
    return newsletterOutcome(await client.call('et_pb_submit_subscribe_form', subscribeRequest(form, token), { signal }));
  };

  module.addEventListener(
    'submit',
    (event) => {
      const formEl = (event.target as Element).closest('form');
      if (!formEl || !module.contains(formEl)) return;
      event.preventDefault();
      if (ctx.builder.active || busy) return;
      const form = snapshot();
      const check = validateNewsletter(form);
      clearError();
      markInputs(check.errorInputs);
      if (!check.ok) {
        // The message first, then the focus: the field is read with the message it points to.
        const area = errorArea();
        if (area) {
          const labels = { firstname: labelOf('firstname'), lastname: labelOf('lastname'), email: labelOf('email') };
          renderContactMessage(area, newsletterMessage(form, check, texts, labels));
          reveal(area);
        }
        const first = check.errorInputs[0];
        if (first) input(INPUT_NAMES[first])?.focus();
        return;
      }
      busy = true;
      setLoading(true);
      subscribe(form)
        .then((outcome) => {
          if (outcome.kind === 'error') return showError(outcome.text);
          if (outcome.kind === 'failed') return showError(ctx.globals.et_pb_custom?.subscription_failed ?? SUBSCRIPTION_FAILED);
          requestAbLog(module, 'con_goal');
          const target = safeNavigationUrl(module.dataset.redirect_url, doc.baseURI);
          if (target) return win.location.assign(withQuery(target, redirectQuery(module.dataset.redirect_query ?? '', form, module.id)));
          const fields = module.querySelector<HTMLElement>('.et_pb_newsletter_fields');
          if (fields) fields.hidden = true;
          const success = successArea();
          if (success) {
            success.hidden = false;
            success.style.display = 'block';
            success.setAttribute('tabindex', '-1');
            success.focus();
          }
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          ctx.log.warn('newsletter: the subscription failed', error);
          showError(ctx.globals.et_pb_custom?.subscription_failed ?? SUBSCRIPTION_FAILED);
        })
        .finally(() => {
          busy = false;
          setLoading(false);
        });
    },
    { signal },
  );
});
