import { AjaxError } from './ajax-error';

/**
 * The CMS has no handler for the action (`0` or HTTP 400: the plugin is inactive or
 * older than this page expects), or this client has no policy for it. Never retried.
 */
export class UnknownActionError extends AjaxError {
  override readonly name = 'UnknownActionError';
  readonly kind = 'unknown-action' as const;

  constructor(action: string, message = `${action}: the server does not know this action`) {
    super(action, message);
  }
}
