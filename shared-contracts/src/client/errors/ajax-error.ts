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

/** Every kind, for the guards that recognise these errors across bundles. */
export const AJAX_ERROR_KINDS: readonly AjaxErrorKind[] = [
  'action-failed',
  'invalid-answer',
  'nonce-expired',
  'unknown-action',
  'http',
  'timeout',
  'network',
  'aborted',
];

/**
 * Base of every error the ajax client rejects with. Errors cross federated
 * bundles, where `instanceof` fails against another bundle's class: check
 * them with the guards (`isAjaxError`, `isNonceExpiredError`…), which read
 * the stable `kind`.
 */
export abstract class AjaxError extends Error {
  /** Why the call failed; stable across releases and bundles. */
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
