import type { Cf7SubmitDetail, ModuleContext } from '@cms-mf/shared-contracts';
import { isAbortError } from '@cms-mf/shared-contracts';
import type { UserRegistrationSettings } from '@cms-mf/shared-contracts/settings';
import { showResponseMessage } from '../form/response-output';
import { AUTO_LOGIN_DELAY_MS, AUTO_LOGIN_MESSAGE, AUTO_LOGIN_REDIRECT_DELAY_MS, autoLoginCredentials } from './auto-login-plan';

/**
 * After a registration form was sent (the server created the account): the
 * new user is logged in with `eacf7_user_registration_auto_login` after the
 * login delay; the site answers with its session cookie and a URL, the
 * response output says so, and the page goes there after the redirect delay
 * (forms-addon.md §3, §7, §9). A refused login is only logged (§8).
 */
export const autoLogin = (form: HTMLFormElement, settings: UserRegistrationSettings, ctx: ModuleContext, signal: AbortSignal) => (detail: Cf7SubmitDetail): void => {
  const credentials = autoLoginCredentials(settings, detail.inputs ?? []);
  if (!credentials) return;
  const win = form.ownerDocument.defaultView!;
  const later = (ms: number, run: () => void) => {
    const timer = win.setTimeout(run, ms);
    signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
  };
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
};
