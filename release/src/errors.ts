/**
 * The release tool's errors. Each names what went wrong so the CLI prints a
 * one-line reason and the pointer is never left half-written.
 */

/** The command line names an unknown command, remote or option value. */
export class ReleaseUsageError extends Error {
  override name = 'ReleaseUsageError';
}

/** A build cannot be published (no entry, unreadable manifest). */
export class PublishError extends Error {
  override name = 'PublishError';
}

/** A rollback has no target; the pointer is left untouched. */
export class RollbackError extends Error {
  override name = 'RollbackError';
}

const NAMES = new Set(['ReleaseUsageError', 'PublishError', 'RollbackError', 'InvalidPointerError']);

/** Whether an error is one the tool raised on purpose (printed without a stack). */
export const isReleaseError = (error: unknown): error is Error => error instanceof Error && NAMES.has(error.name);
