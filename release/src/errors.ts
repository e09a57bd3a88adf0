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

/** A canary command cannot run (no canary, an unknown version, a bad percentage); the pointer is left untouched. */
export class CanaryError extends Error {
  override name = 'CanaryError';
}

/** A build failed a pre-flight check (preflight/): it is not activated and the pointer is left untouched. */
export class PreflightError extends Error {
  override name = 'PreflightError';
}

/** Another release command held the pointer's lock for too long. */
export class PointerLockedError extends Error {
  override name = 'PointerLockedError';
}

const NAMES = new Set(['ReleaseUsageError', 'PublishError', 'RollbackError', 'InvalidPointerError', 'CanaryError', 'PreflightError', 'PointerLockedError']);

/** Whether an error is one the tool raised on purpose (printed without a stack). */
export const isReleaseError = (error: unknown): error is Error => error instanceof Error && NAMES.has(error.name);
