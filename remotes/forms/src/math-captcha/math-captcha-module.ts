import { defineModule, isAbortError } from '@cms-mf/shared-contracts';

const WRAP = '.cf7-math-captcha-wrap';

/**
 * `./math-captcha`, mounted on `.cf7-math-captcha[data-name]` (MARKUP-FACTS
 * §3.2): the reload control asks `eacf7_refresh_math_captcha` for a new
 * question and swaps it in, sanitised (DOMPurify, loaded with the first
 * reload). The answer is checked only by the server on submission.
 */
export const mathCaptchaModule = defineModule((el, ctx, signal) => {
  const tagname = el.getAttribute('data-name') ?? '';
  const reload = el.querySelector<HTMLElement>('.math-captcha-reload');
  if (!tagname || !reload) return;
  const loading = el.querySelector<HTMLElement>('.math-captcha-loading');
  if (!reload.hasAttribute('aria-label') && !reload.textContent?.trim()) reload.setAttribute('aria-label', 'New question');
  let busy = false;

  const setBusy = (on: boolean) => {
    busy = on;
    el.toggleAttribute('aria-busy', on);
    if (loading) loading.hidden = !on;
    reload.toggleAttribute('disabled', on);
  };
  const refresh = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const [client, { sanitiseCaptchaHtml }] = await Promise.all([ctx.client(), import(/* webpackChunkName: "forms-captcha-sanitiser" */ './sanitise-captcha')]);
      const html = await client.call('eacf7_refresh_math_captcha', { tagname }, { signal });
      const fragment = sanitiseCaptchaHtml(html);
      const wrap = el.querySelector(WRAP);
      const fresh = fragment.firstElementChild?.matches(WRAP) && fragment.childElementCount === 1 ? fragment.firstElementChild : null;
      if (wrap && fresh) wrap.replaceWith(fresh);
      else if (wrap) wrap.replaceChildren(fragment);
      else el.prepend(fragment);
      // The new question is the answer input's label: focus reads it out.
      el.querySelector<HTMLInputElement>(`input[name="${CSS.escape(tagname)}"]`)?.focus();
    } catch (error) {
      if (!isAbortError(error)) ctx.log.warn('a new math captcha question could not be loaded', error);
    } finally {
      if (!signal.aborted) setBusy(false);
    }
  };
  reload.addEventListener('click', (event) => {
    event.preventDefault();
    void refresh();
  }, { signal });

});
