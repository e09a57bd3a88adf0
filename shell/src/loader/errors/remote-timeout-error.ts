/** A remote took longer than the shell's budget for it. */
export class RemoteTimeoutError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RemoteTimeoutError';
  }
}
