import DOMPurify from 'dompurify';

/**
 * Multi-view HTML content as a fragment DOMPurify cleaned (DESIGN.md §8), so it
 * enters the page without an HTML string sink. Loaded only when some content
 * carries markup.
 */
export function sanitizedFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, FORBID_TAGS: ['style'] });
}
