import { AjaxError } from './ajax-error';

/** The CMS answered `{success: false, data}`: the action ran and refused (validation, limits, state). */
export class ActionFailedError extends AjaxError {
  override readonly name = 'ActionFailedError';
  readonly kind = 'action-failed' as const;

  /**
   * @param serverMessage The refusal in the server's own words, to show a visitor as it is;
   * undefined when the server sent none (then `message` names the action, for logs).
   * @param data The envelope's `data`, as the server sent it, for callers that show field-level details.
   */
  constructor(
    action: string,
    readonly serverMessage: string | undefined,
    readonly data: unknown,
  ) {
    super(action, serverMessage ?? `${action}: the server refused the request`);
  }
}
