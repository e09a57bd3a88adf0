/** The Trusted Types shape used here (lib.dom has no types for it yet). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(html: string): string }): { createHTML(html: string): unknown };
}

let inertPolicy: { createHTML(html: string): unknown } | null | undefined;

/**
 * Parses server HTML into an inert document (DOMParser's: nothing in it runs
 * or loads), for the remotes that read or sanitise fetched markup (popups,
 * ajax pagination, the theme's forms and split tests, the cart). On pages that
 * require Trusted Types the string goes through one policy of the runtime's,
 * which is safe only because that document is inert: every node taken from it
 * must pass DOMPurify before it enters the page.
 */
export function parseInertHtml(html: string): Document {
  if (inertPolicy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      inertPolicy = factory ? factory.createPolicy('cmsmf-inert', { createHTML: (value) => value }) : null;
    } catch {
      // The policy exists already (a second copy of this module on the page) or the site allowlists names.
      inertPolicy = null;
    }
  }
  return new DOMParser().parseFromString((inertPolicy ? inertPolicy.createHTML(html) : html) as string, 'text/html');
}
