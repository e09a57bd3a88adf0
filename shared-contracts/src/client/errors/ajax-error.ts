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

  /** The ajax action that failed (the `action` field of the request). */
  declare readonly action: string;

  /**
   * @param action The ajax action that failed (the `action` field of the request).
   */
  constructor(action: string, message: string, options?: ErrorOptions) {
    super(message, options);
    // Assigned, not a parameter property: at the build target that emits a define helper in every bundle.
    (this as { action: string }).action = action;
  }
}
