import { isActionFailedError, isAjaxError, isHttpError } from '@cms-mf/shared-contracts';

/** What the visitor was doing when a request failed. */
export type FailedOperation = 'send' | 'upload' | 'validate';

const LEAD: Record<FailedOperation, string> = {
  send: 'The form could not be sent',
  upload: 'The upload failed',
  validate: 'This step could not be checked',
};

const KEPT: Record<FailedOperation, string> = {
  send: 'Your entries are kept; please try again.',
  upload: 'Please try again.',
  validate: 'Your entries are kept; please try again.',
};

/**
 * The visitor-facing text for a failed request (forms-addon.md §8 leaves it
 * unshown): what failed, why in plain words, and that trying again is safe.
 * A refusal the server worded itself (`serverMessage`) is shown as it is.
 * Errors are told apart by their `kind` (the client's guards, and the
 * drive's errors which share the vocabulary), never by their message.
 */
export function failureMessage(error: unknown, operation: FailedOperation): string {
  const lead = LEAD[operation];
  if (isActionFailedError(error)) return error.serverMessage ?? `${lead}: the server refused it.`;
  const kind = isAjaxError(error) || hasKind(error) ? error.kind : undefined;
  switch (kind) {
    case 'nonce-expired':
      return `${lead}: your session expired and could not be renewed. ${KEPT[operation]} If it keeps failing, reload the page.`;
    case 'network':
      return `${lead}: the connection to the server failed. ${KEPT[operation]}`;
    case 'timeout':
      return `${lead}: the server took too long to answer. ${KEPT[operation]}`;
    case 'http': {
      const status = isHttpError(error) || hasStatus(error) ? error.status : undefined;
      return `${lead}: the server answered with an error${status ? ` (HTTP ${status})` : ''}. ${KEPT[operation]}`;
    }
    case 'invalid-answer':
      return `${lead}: the server's answer could not be read. ${KEPT[operation]}`;
    default:
      return `${lead}. ${KEPT[operation]}`;
  }
}

/** Whether trying the same request again may succeed (a refusal by the server will not). */
export function isRetryable(error: unknown): boolean {
  const kind = isAjaxError(error) || hasKind(error) ? error.kind : undefined;
  return kind !== 'action-failed' && kind !== 'unknown-action' && kind !== 'aborted';
}

/** This remote's own errors (the cloud drive's) carry a `kind` of the same vocabulary without an `action`. */
function hasKind(error: unknown): error is { kind: string } {
  return typeof error === 'object' && error !== null && typeof (error as { kind?: unknown }).kind === 'string';
}

function hasStatus(error: unknown): error is { status: number } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}
