/** A remote took longer than the shell's budget for it. */
export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}
