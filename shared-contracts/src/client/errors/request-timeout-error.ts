import { AjaxError } from './ajax-error';

/** No complete answer within the action's timeout (the policy's, or the call's override). */
export class RequestTimeoutError extends AjaxError {
  override readonly name = 'RequestTimeoutError';
  readonly kind = 'timeout' as const;

  constructor(
    action: string,
    readonly timeoutMs: number,
    options?: ErrorOptions,
  ) {
    super(action, `${action}: no answer within ${timeoutMs} ms`, options);
  }
}
