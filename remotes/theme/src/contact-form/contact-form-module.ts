import { defineModule } from '@cms-mf/shared-contracts';
import { safeNavigationUrl } from '@cms-mf/shared-contracts/rules';
import { requestAbLog } from '../ab-goals/ab-log-event';
import { newCaptchaSum, readCaptchaSum } from './captcha';
import { contactTexts, SEND_FAILED_TEXT } from './contact-texts';
import { applyConditionalLogic, contactFieldElements, readContactFields } from './read-contact-form';
import { renderContactError, renderContactMessage } from './render-contact-message';
import { CAPTCHA_KEY, contactMessage, validateContactForm } from './validate-contact-form';

const ERROR_CLASS = 'et_contact_error';
/** Typing re-evaluates conditional logic after a pause, like the theme's debounced keydown. */
const CONDITIONAL_KEY_DELAY_MS = 300;

/**
 * `./contact-form`: the page builder's contact form module (theme-frontend.md
 * §3-§5, §7, §8; MARKUP-FACTS §1.5). Checks the fields in the browser, shows
 * the localized messages, then posts the form to its own page with the field
 * list, the hidden-field list and the captcha-service token, and puts the
 * answer page's form container (sanitised) in place of its content. A success
 * logs the conversion goal and follows an http(s) redirect. In the builder
 * nothing is posted. Listeners sit on the container, whose content a post
 * replaces.
 */
export const contactFormModule = defineModule((el, ctx, signal) => {
  const container = el as HTMLElement;
  const doc = container.ownerDocument;
  const win = doc.defaultView!;
  const texts = contactTexts(ctx);
  const formNumber = container.dataset.form_unique_num ?? '';
  /** A form once posted ignores further submits (§4); an answer brings a new form element. */
  const submitted = new WeakSet<HTMLFormElement>();
  let keyTimer: ReturnType<typeof setTimeout> | undefined;

  const formOf = () => container.querySelector<HTMLFormElement>('form.et_pb_contact_form');
  const messageArea = () => container.querySelector<HTMLElement>('.et-pb-contact-message');
  const focusMessage = () => {
    const area = messageArea();
    if (!area) return;
    if (!area.hasAttribute('tabindex')) area.setAttribute('tabindex', '-1');
    area.focus();
  };
  const conditional = () => {
    const form = formOf();
    if (form) applyConditionalLogic(form);
  };
  conditional();

  const markErrors = (form: HTMLFormElement, errorIds: ReadonlySet<string>) => {
    for (const wrapper of contactFieldElements(form)) {
      const inError = errorIds.has(wrapper.dataset.id!);
      const group = wrapper.dataset.type === 'checkbox' || wrapper.dataset.type === 'radio';
      const target = group ? wrapper : wrapper.querySelector('input:not([type=hidden]), textarea, select');
      target?.classList.toggle(ERROR_CLASS, inError);
      for (const control of wrapper.querySelectorAll('input:not([type=hidden]), textarea, select')) {
        if (inError) control.setAttribute('aria-invalid', 'true');
        else control.removeAttribute('aria-invalid');
      }
    }
    const captcha = form.querySelector<HTMLInputElement>('.et_pb_contact_captcha');
    captcha?.classList.toggle(ERROR_CLASS, errorIds.has(CAPTCHA_KEY));
  };

  const renewCaptcha = (input: HTMLInputElement) => {
    const sum = newCaptchaSum();
    input.dataset.first_digit = String(sum.first);
    input.dataset.second_digit = String(sum.second);
    input.value = '';
    const question = container.querySelector('.et_pb_contact_captcha_question');
    if (question) question.textContent = `${sum.first} + ${sum.second}`;
  };

  const post = async (form: HTMLFormElement, body: FormData) => {
    const action = safeNavigationUrl(form.getAttribute('action') || doc.URL, doc.baseURI);
    if (!action) throw new Error('the form has no http(s) action');
    if (container.classList.contains('et_pb_recaptcha_enabled')) {
      const { captchaActions, requestCaptchaToken } = await import('@cms-mf/shared-contracts/client');
      body.set('token', await requestCaptchaToken(win, captchaActions.contactForm(formNumber), { signal }));
    }
    // The HTML requester (ky) and the sanitiser (DOMPurify) load with the first send only.
    const [{ createHtmlRequester, isHttpError }, { sanitizeFragment, parseInertPage }] = await Promise.all([
      import('@cms-mf/shared-contracts/client'),
      import(/* webpackChunkName: "theme-sanitizer" */ '../ajax-pagination/sanitize-fragment'),
    ]);
    const requester = createHtmlRequester();
    const nonceName = `_wpnonce-et-pb-contact-form-submitted-${formNumber}`;
    let answer;
    try {
      answer = await requester.postHtmlForm(action, body, { signal, label: 'contact form' });
    } catch (error) {
      // 403: the form's nonce expired while the page was open. Read a fresh one from the page and
      // send once more, so nothing typed is lost; a second refusal is reported like any failure.
      if (!isHttpError(error) || error.status !== 403) throw error;
      const fresh = parseInertPage((await requester.getHtml(action, { signal, label: 'contact form nonce' })).body);
      const nonce = fresh.querySelector<HTMLInputElement>(`input[name="${nonceName}"]`)?.value;
      if (!nonce) throw error;
      body.set(nonceName, nonce);
      const input = form.querySelector<HTMLInputElement>(`input[name="${nonceName}"]`);
      if (input) input.value = nonce;
      answer = await requester.postHtmlForm(action, body, { signal, label: 'contact form' });
    }
    const page = parseInertPage(answer.body);
    const fresh = container.id ? page.getElementById(container.id) : null;
    if (!fresh) throw new Error(`the answer page has no #${container.id}`);
    sanitizeFragment(fresh);
    container.replaceChildren(...[...fresh.childNodes].map((node) => doc.importNode(node, true)));
    return !fresh.querySelector('.et_pb_contact_error_text');
  };

  container.addEventListener(
    'submit',
    (event) => {
      const form = (event.target as Element).closest('form');
      if (!form || !form.matches('form.et_pb_contact_form')) return;
      event.preventDefault();
      // Builder modes: no real posts (§1, §6).
      if (ctx.builder.active || submitted.has(form)) return;
      const captchaInput = form.querySelector<HTMLInputElement>('.et_pb_contact_captcha');
      const sum = captchaInput ? readCaptchaSum(captchaInput.dataset.first_digit, captchaInput.dataset.second_digit) : null;
      const result = validateContactForm(readContactFields(form), captchaInput && sum ? { sum, answer: captchaInput.value } : null, texts.captcha, texts.wrong_checkbox);
      markErrors(form, result.errorFields);
      if (!result.ok) {
        if (result.wrongCaptcha && captchaInput) renewCaptcha(captchaInput);
        const area = messageArea();
        if (area) renderContactMessage(area, contactMessage(result, texts));
        focusMessage();
        return;
      }
      submitted.add(form);
      const body = new FormData(form);
      body.set(`et_pb_contact_email_fields_${formNumber}`, JSON.stringify(result.fields));
      if (result.hidden.length > 0) body.set(`et_pb_contact_email_hidden_fields_${formNumber}`, JSON.stringify(result.hidden));
      container.setAttribute('aria-busy', 'true');
      container.style.opacity = '0.2';
      post(form, body)
        .then((sent) => {
          conditional();
          if (sent) {
            requestAbLog(container, 'con_goal');
            const target = safeNavigationUrl(container.dataset.redirect_url, doc.baseURI);
            if (target) {
              win.location.assign(target);
              return;
            }
          }
          focusMessage();
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          submitted.delete(form);
          ctx.log.warn('contact form: the post failed', error);
          const area = messageArea();
          if (area) renderContactError(area, texts.contact_error_message, SEND_FAILED_TEXT);
          focusMessage();
        })
        .finally(() => {
          container.removeAttribute('aria-busy');
          container.style.opacity = '';
        });
    },
    { signal },
  );
  container.addEventListener('change', conditional, { signal });
  container.addEventListener(
    'keydown',
    () => {
      clearTimeout(keyTimer);
      keyTimer = setTimeout(conditional, CONDITIONAL_KEY_DELAY_MS);
    },
    { signal },
  );
  return () => {
    clearTimeout(keyTimer);
  };
});
