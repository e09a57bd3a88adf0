/**
 * The page's CSP nonce, read from any script that carries one (the shell's own
 * tag does on a hardened page). Browsers hide the attribute's value from the DOM
 * but keep the `nonce` property, which is what this reads. Empty when the page has none.
 */
export function pageNonce(doc: Document = document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}
