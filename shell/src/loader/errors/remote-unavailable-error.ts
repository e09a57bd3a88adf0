/** A remote has no version that loads, or does not expose a module. */
export class RemoteUnavailableError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RemoteUnavailableError';
  }
}
