/** What the visitor was doing when a request failed. */
export type FailedOperation = 'send' | 'upload' | 'validate';

/** The shape of the client's errors that matters here (checked by `kind`: errors cross bundles). */
export interface FailureLike {
  readonly kind?: string;
  readonly message?: string;
  readonly status?: number;
}

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
 * A refusal the server worded itself (`action-failed`) is shown as it is.
 */
export function failureMessage(error: unknown, operation: FailedOperation): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as FailureLike;
  const lead = LEAD[operation];
  switch (failure.kind) {
    case 'action-failed':
      return failure.message && !/: the server refused the request$/.test(failure.message) ? failure.message : `${lead}: the server refused it.`;
    case 'nonce-expired':
      return `${lead}: your session expired and could not be renewed. ${KEPT[operation]} If it keeps failing, reload the page.`;
    case 'network':
      return `${lead}: the connection to the server failed. ${KEPT[operation]}`;
    case 'timeout':
      return `${lead}: the server took too long to answer. ${KEPT[operation]}`;
    case 'http':
      return `${lead}: the server answered with an error${failure.status ? ` (HTTP ${failure.status})` : ''}. ${KEPT[operation]}`;
    case 'invalid-answer':
      return `${lead}: the server's answer could not be read. ${KEPT[operation]}`;
    default:
      return `${lead}. ${KEPT[operation]}`;
  }
}

/** Whether trying the same request again may succeed (a refusal by the server will not). */
export function isRetryable(error: unknown): boolean {
  const kind = (error as FailureLike | null)?.kind;
  return kind !== 'action-failed' && kind !== 'unknown-action' && kind !== 'aborted';
}

/** An abort we caused (cancel, unmount): not a failure to show. */
export function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}
