/** A remote has no version that loads, or does not expose a module. */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}
