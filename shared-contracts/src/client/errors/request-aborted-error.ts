import { AjaxError } from './ajax-error';

/**
 * The caller's `signal` aborted the call. `cause` is the signal's reason.
 *
 * Named `AbortError` (not after the class) so the common
 * `if (error.name === 'AbortError') return;` guard treats it like an aborted fetch.
 */
export class RequestAbortedError extends AjaxError {
  override readonly name = 'AbortError';
  readonly kind = 'aborted' as const;

  constructor(action: string, options?: ErrorOptions) {
    super(action, `${action}: aborted`, options);
  }
}
