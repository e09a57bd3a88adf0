/** A remote was built with an eagerly shared module, which the page's sharing runtime does not resolve. */
export class EagerShareError extends Error {
  override name = 'EagerShareError';
}
