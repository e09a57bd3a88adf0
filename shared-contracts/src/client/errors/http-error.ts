import { AjaxError } from './ajax-error';

/** Any other non-2xx status (a 500 from a fatal PHP error, a 502 from a proxy…). Not retried: POST may have run. */
export class HttpError extends AjaxError {
  override readonly name = 'HttpError';
  readonly kind = 'http' as const;

  constructor(
    action: string,
    readonly status: number,
  ) {
    super(action, `${action}: HTTP ${status}`);
  }
}
