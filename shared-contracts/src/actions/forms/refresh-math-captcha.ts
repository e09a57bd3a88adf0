import { defineAction } from '../define-action';
import { expectNonEmptyString } from '../expect';
import { NONCE_SPECS } from '../nonce';

export type RefreshMathCaptchaRequest = {
  /** The captcha field's name (`data-name` of `.cf7-math-captcha`). */
  readonly tagname: string;
};

/** `data` is the captcha's fresh inner HTML (sanitise before inserting). */
function parseMathCaptcha(data: unknown): string {
  return expectNonEmptyString(data, 'eacf7_refresh_math_captcha: answer');
}

/**
 * `eacf7_refresh_math_captcha`: a read. The real product echoes the bare HTML
 * (no envelope); the parser takes the text either way, so the default envelope
 * stays for our reference site.
 */
export const refreshMathCaptcha = defineAction<RefreshMathCaptchaRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: 10_000,
  retryable: true,
  parseAnswer: parseMathCaptcha,
});
