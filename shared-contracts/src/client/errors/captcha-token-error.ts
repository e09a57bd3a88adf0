/** Why no captcha token came back: the service threw, or did not answer in time. */
export type CaptchaTokenErrorReason = 'failed' | 'timeout';

/**
 * The captcha service was enabled on the page but gave no token. Check it with
 * `isCaptchaTokenError` (stable `kind`), not `instanceof`: it crosses bundles.
 */
export class CaptchaTokenError extends Error {
  override readonly name = 'CaptchaTokenError';
  readonly kind = 'captcha-token' as const;

  constructor(
    readonly action: string,
    readonly reason: CaptchaTokenErrorReason,
    options?: ErrorOptions,
  ) {
    super(`captcha token for ${action}: ${reason}`, options);
  }
}

export function isCaptchaTokenError(error: unknown): error is CaptchaTokenError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'captcha-token';
}
