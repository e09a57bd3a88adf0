/** The captcha service could not give a verdict: unreachable (`status` 0), a server error, or an answer not in its shape. */
export class CaptchaServiceError extends Error {
  override readonly name = 'CaptchaServiceError';

  constructor(
    /** HTTP status of the answer; 0 when there was none. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
