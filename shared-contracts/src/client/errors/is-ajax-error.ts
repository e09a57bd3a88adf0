import type { ActionFailedError } from './action-failed-error';
import { AJAX_ERROR_KINDS, type AjaxError, type AjaxErrorKind } from './ajax-error';
import type { HttpError } from './http-error';
import type { InvalidAnswerError } from './invalid-answer-error';
import type { NetworkError } from './network-error';
import type { NonceExpiredError } from './nonce-expired-error';
import type { RequestAbortedError } from './request-aborted-error';
import type { RequestTimeoutError } from './request-timeout-error';
import type { UnknownActionError } from './unknown-action-error';

/**
 * Guards for the client's errors, as ky's `isHTTPError`. A remote may hold an
 * error thrown by the shell's copy of the client, whose classes are not its
 * own, so these check the stable `kind` (and `action`), never `instanceof`
 * and never the message.
 */
export function isAjaxError(error: unknown): error is AjaxError {
  if (typeof error !== 'object' || error === null) return false;
  const { kind, action } = error as { kind?: unknown; action?: unknown };
  return typeof action === 'string' && (AJAX_ERROR_KINDS as readonly unknown[]).includes(kind);
}

const ofKind =
  <E extends AjaxError>(kind: AjaxErrorKind) =>
  (error: unknown): error is E =>
    isAjaxError(error) && error.kind === kind;

/** The server refused the action (`{success: false}`); `serverMessage` holds its words, if any. */
export const isActionFailedError = ofKind<ActionFailedError>('action-failed');
export const isInvalidAnswerError = ofKind<InvalidAnswerError>('invalid-answer');
/** The nonce was refused and could not be renewed: usually the page must be reloaded. */
export const isNonceExpiredError = ofKind<NonceExpiredError>('nonce-expired');
export const isUnknownActionError = ofKind<UnknownActionError>('unknown-action');
export const isHttpError = ofKind<HttpError>('http');
export const isTimeoutError = ofKind<RequestTimeoutError>('timeout');
export const isNetworkError = ofKind<NetworkError>('network');

/**
 * An abort the caller asked for (unmount, cancel): not a failure to show.
 * True for the client's `RequestAbortedError` and for any error named
 * `AbortError` (fetch's DOMException, a remote's own abort errors).
 */
export function isAbortError(error: unknown): error is RequestAbortedError | (Error & { name: 'AbortError' }) {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
