import { AjaxError } from './ajax-error';

/**
 * The answer could not be understood: not JSON, not a `{success, data}` envelope,
 * or its `data` failed the action's `parseAnswer` check. `cause` holds the parse error.
 */
export class InvalidAnswerError extends AjaxError {
  override readonly name = 'InvalidAnswerError';
  readonly kind = 'invalid-answer' as const;

  /**
   * @param body The raw body (first 500 characters), to see a PHP notice or an HTML error page in logs.
   */
  constructor(
    action: string,
    message: string,
    readonly body: string,
    options?: ErrorOptions,
  ) {
    super(action, message, options);
  }
}
