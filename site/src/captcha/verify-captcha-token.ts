import { CaptchaServiceError } from './captcha-service-error';
// The siteverify answer, as the stand-in of the service defines it.
import type { CaptchaVerdict } from '../standins';

export interface VerifyCaptchaOptions {
  /**
   * How to reach the service. Pass `(url, init) => app.request(url, init)` to
   * call the stand-in in-process (tests without a listening server).
   * @default globalThis.fetch
   */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * Asks the configured captcha service (`externalServices(...).captchaUrl`)
 * whether `token` is good for `action`, spending it. Call it on the server
 * before accepting a submission, and accept only `success: true`. A refused
 * token is a verdict, not an error.
 * @example
 *   const verdict = await verifyCaptchaToken(services.captchaUrl, { token, action: 'contact' });
 *   if (!verdict.success) return refuse(verdict['error-codes']);
 * @throws CaptchaServiceError when no verdict could be had.
 */
export async function verifyCaptchaToken(captchaUrl: string, input: { readonly token: string; readonly action: string }, options: VerifyCaptchaOptions = {}): Promise<CaptchaVerdict> {
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  let response: Response;
  try {
    response = await send(`${captchaUrl.replace(/\/+$/, '')}/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: input.token, action: input.action }),
    });
  } catch (error) {
    throw new CaptchaServiceError(0, `The captcha service could not be reached: ${(error as Error).message}`);
  }
  // Bad input is answered 400 with a verdict; anything else but 200 is the service's failure.
  const answer = response.status === 200 || response.status === 400 ? ((await response.json().catch(() => null)) as CaptchaVerdict | null) : null;
  if (!answer || typeof answer.success !== 'boolean') throw new CaptchaServiceError(response.status, `The captcha service answered HTTP ${response.status} without a verdict.`);
  return answer;
}
