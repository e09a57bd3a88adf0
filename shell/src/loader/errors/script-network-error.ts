/** A script that never ran: unreachable, refused, too slow, or its bytes failed the integrity check. */
export class ScriptNetworkError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ScriptNetworkError';
  }
}
