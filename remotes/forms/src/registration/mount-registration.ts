import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import { isAbortError } from '@cms-mf/shared-contracts';
import { readPerFormGlobal } from '@cms-mf/shared-contracts/globals';
import { showResponseMessage } from '../form/response-output';
import { AUTO_LOGIN_DELAY_MS, AUTO_LOGIN_MESSAGE, AUTO_LOGIN_REDIRECT_DELAY_MS, autoLoginCredentials } from './auto-login-plan';

/**
 * User registration with auto-login (forms-addon.md §3, §7, §9): once the
 * registration form is sent (the server created the account), the new user
 * is logged in with `eacf7_user_registration_auto_login`; the site answers
 * with its session cookie and a URL, the response output says so, and the
 * page goes there. A refused login is only logged (§8).
 */
export function mountRegistration(form: HTMLFormElement, formId: number, ctx: ModuleContext, signal: AbortSignal): void {
  const settings = readPerFormGlobal(ctx.globals, 'UserRegistration', formId);
  if (!settings) return;
  const win = form.ownerDocument.defaultView!;
  const later = (ms: number, run: () => void) => {
    const timer = win.setTimeout(run, ms);
    signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
  };
  form.addEventListener('wpcf7mailsent', (event) => {
    const detail = (event as CustomEvent<Cf7SubmitDetail>).detail;
    if (ctx.builder.active || !detail || Number(detail.contactFormId) !== formId) return;
    const credentials = autoLoginCredentials(settings, detail.inputs ?? []);
    if (!credentials) return;
    later(AUTO_LOGIN_DELAY_MS, () => {
      void ctx.client()
        .then((client) => client.call('eacf7_user_registration_auto_login', credentials, { signal }))
        .then((answer) => {
          if (!answer.url) {
            ctx.log.warn('the new account could not be logged in');
            return;
          }
          const url = answer.url;
          showResponseMessage(form, AUTO_LOGIN_MESSAGE);
          later(AUTO_LOGIN_REDIRECT_DELAY_MS, () => win.location.assign(url));
        })
        .catch((error: unknown) => {
          if (!isAbortError(error) && !signal.aborted) ctx.log.warn('the new account could not be logged in', error);
        });
    });
  }, { signal });
}
