/**
 * The shell's errors, one class per file in this folder. They cross federated bundles (a
 * remote's sharing runtime raises the sharing ones), where `instanceof` fails:
 * `isShellError` checks the stable name. One file each, so a chunk carries only the
 * classes it raises: the runtime chunk, all a page downloads until intent, holds two. The name
 * is set in the constructor, not as a class field: at the build's target a field costs every
 * file a helper of its own.
 */
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
