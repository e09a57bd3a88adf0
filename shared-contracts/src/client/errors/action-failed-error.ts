import { AjaxError } from './ajax-error';

/** The CMS answered `{success: false, data}`: the action ran and refused (validation, limits, state). */
export class ActionFailedError extends AjaxError {
  override readonly name = 'ActionFailedError';
  readonly kind = 'action-failed' as const;

  /**
   * @param data The envelope's `data`, as the server sent it, for callers that show field-level details.
   */
  constructor(
    action: string,
    message: string,
    readonly data: unknown,
  ) {
    super(action, message);
  }
}
