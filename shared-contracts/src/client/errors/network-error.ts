import { AjaxError } from './ajax-error';

/** The request never got an HTTP answer (offline, DNS, connection refused or reset). `cause` holds the raw error. */
export class NetworkError extends AjaxError {
  override readonly name = 'NetworkError';
  readonly kind = 'network' as const;

  constructor(action: string, options?: ErrorOptions) {
    super(action, `${action}: network error`, options);
  }
}
