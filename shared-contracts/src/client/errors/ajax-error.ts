/** Machine-readable reason a call failed; stable across releases, unlike messages. */
export type AjaxErrorKind =
  | 'action-failed'
  | 'invalid-answer'
  | 'nonce-expired'
  | 'unknown-action'
  | 'http'
  | 'timeout'
  | 'network'
  | 'aborted';

/**
 * Base of every error the ajax client rejects with, so a module needs one
 * `instanceof AjaxError` (or a switch on `kind`) to handle all server failures.
 */
export abstract class AjaxError extends Error {
  /** Why the call failed; switch on this rather than on the class when crossing bundles. */
  abstract readonly kind: AjaxErrorKind;

  /**
   * @param action The ajax action that failed (the `action` field of the request).
   */
  constructor(
    readonly action: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
