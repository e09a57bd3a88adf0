/** A remote was built with an eagerly shared module, which the page's sharing runtime does not resolve. */
export class EagerShareError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EagerShareError';
  }
}
