/** A remote needs a shared module in a strict version range, and the page runs another. */
export class SharedVersionError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SharedVersionError';
  }
}
