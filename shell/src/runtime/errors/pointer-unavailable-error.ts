/** The release pointer could not be fetched or did not answer 200. */
export class PointerUnavailableError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PointerUnavailableError';
  }
}
