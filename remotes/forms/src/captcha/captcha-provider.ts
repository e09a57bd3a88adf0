import type { PageGlobals } from '@cms-mf/shared-contracts';

/** Where a captcha token comes from. */
export interface CaptchaProvider {
  /** A fresh token for `action`; rejects with a `CaptchaTokenError` when none can be had. */
  token(action: string, signal: AbortSignal): Promise<string>;
}

/** No token could be had: the service is unreachable or answered something else. */
export class CaptchaTokenError extends Error {
  override readonly name = 'CaptchaTokenError';
}

/** reCAPTCHA v3's page API, when a site loads Google's script itself. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(sitekey: string, options: { action: string }): Promise<string>;
}

/**
 * The captcha service of the page's service settings (`cmsmf_services.captchaUrl`,
 * the reference site's stand-in by default): `POST {url}/token {action}` answers `{token}`.
 */
export function serviceProvider(captchaUrl: string): CaptchaProvider {
  return {
    async token(action, signal) {
      let answer: unknown;
      try {
        const response = await fetch(`${captchaUrl.replace(/\/+$/, '')}/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action }),
          signal,
          credentials: 'omit',
        });
        answer = response.ok ? await response.json() : null;
      } catch (error) {
        if (signal.aborted) throw error;
        throw new CaptchaTokenError(`the captcha service could not be reached: ${(error as Error).message}`);
      }
      const token = (answer as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || token === '') throw new CaptchaTokenError('the captcha service answered without a token');
      return token;
    },
  };
}

/** reCAPTCHA v3 through Google's own script (`wpcf7_recaptcha.sitekey` and `grecaptcha` on the page). */
export function recaptchaProvider(grecaptcha: Grecaptcha, sitekey: string): CaptchaProvider {
  return {
    token: (action) => new Promise((resolve, reject) => grecaptcha.ready(() => void grecaptcha.execute(sitekey, { action }).then(resolve, reject))),
  };
}

/**
 * The provider the page's settings choose: a real reCAPTCHA v3 when the page
 * carries its site key and script, else the configured captcha service.
 * `null` when the page names neither.
 */
export function pickCaptchaProvider(globals: PageGlobals): CaptchaProvider | null {
  const grecaptcha = globals.grecaptcha as Grecaptcha | undefined;
  const sitekey = globals.wpcf7_recaptcha?.sitekey;
  if (sitekey && typeof grecaptcha?.execute === 'function') return recaptchaProvider(grecaptcha, sitekey);
  const services = globals.cmsmf_services as { captchaUrl?: unknown } | undefined;
  return typeof services?.captchaUrl === 'string' && services.captchaUrl !== '' ? serviceProvider(services.captchaUrl) : null;
}
