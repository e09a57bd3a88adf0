import { AjaxError } from './ajax-error';

/**
 * The nonce was refused (`-1` or HTTP 403) and one refresh-and-retry did not help,
 * or the refresh itself failed (then `cause` holds that error). Usually the session
 * ended: the page must be reloaded.
 */
export class NonceExpiredError extends AjaxError {
  override readonly name = 'NonceExpiredError';
  readonly kind = 'nonce-expired' as const;

  constructor(action: string, options?: ErrorOptions) {
    super(action, `${action}: the nonce was refused and could not be renewed`, options);
  }
}
