/**
 * Every error the shell raises, in one place. They cross federated bundles (a
 * remote's sharing runtime raises the sharing ones), where `instanceof` fails:
 * `isShellError` checks the stable name.
 */

/** A script that never ran: unreachable, refused, too slow, or its bytes failed the integrity check. */
export class ScriptNetworkError extends Error {
  override name = 'ScriptNetworkError';
}

/** A script that downloaded and then threw while evaluating. */
export class ScriptExecutionError extends Error {
  override name = 'ScriptExecutionError';
}

/** A remote took longer than the shell's budget for it. */
export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}

/** A remote has no version that loads, or does not expose a module. */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** The release pointer could not be fetched or did not answer 200. */
export class PointerUnavailableError extends Error {
  override name = 'PointerUnavailableError';
}

/** One of the shell's own lazy chunks (the remote loader, the ajax client) did not download. */
export class ShellChunkError extends Error {
  override name = 'ShellChunkError';
}

/** A remote was built with an eagerly shared module, which the page's sharing runtime does not resolve. */
export class EagerShareError extends Error {
  override name = 'EagerShareError';
}

/** A remote needs a shared module in a strict version range, and the page runs another. */
export class SharedVersionError extends Error {
  override name = 'SharedVersionError';
}

export type ShellErrorName =
  | 'ScriptNetworkError'
  | 'ScriptExecutionError'
  | 'RemoteTimeoutError'
  | 'RemoteUnavailableError'
  | 'PointerUnavailableError'
  | 'ShellChunkError'
  | 'EagerShareError'
  | 'SharedVersionError';

/** Whether `error` is the shell error called `name`, whichever bundle raised it. */
export const isShellError = (error: unknown, name: ShellErrorName): error is Error => error instanceof Error && error.name === name;
