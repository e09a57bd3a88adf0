import DOMPurify from 'dompurify';

/**
 * Cleans a fetched page's module before it enters this page (DESIGN.md §8: server HTML goes
 * through DOMPurify), in place, on the nodes of the inert document DOMParser made. Stylesheets go
 * too (`style` elements would restyle the whole page); the module's own classes carry its look.
 * Loaded with the HTML requester on the first page change only.
 */
export function sanitizeFragment(root: Element): Element {
  DOMPurify.sanitize(root, { IN_PLACE: true, FORBID_TAGS: ['style'] });
  return root;
}

/** The Trusted Types shape used here (lib.dom has no types for it yet). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(html: string): string }): { createHTML(html: string): unknown };
}

let inertPolicy: { createHTML(html: string): unknown } | null | undefined;

/**
 * Parses a fetched page into an inert document (DOMParser's: nothing in it runs or
 * loads). On pages that require Trusted Types the string goes through a policy of
 * its own, which is safe only because that document is inert and every node taken
 * from it passes `sanitizeFragment` before it enters the page.
 */
export function parseInertPage(html: string): Document {
  if (inertPolicy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      inertPolicy = factory ? factory.createPolicy('cmsmf-theme-inert', { createHTML: (value) => value }) : null;
    } catch {
      inertPolicy = null;
    }
  }
  return new DOMParser().parseFromString((inertPolicy ? inertPolicy.createHTML(html) : html) as string, 'text/html');
}
