import DOMPurify from 'dompurify';

/**
 * Cleans a fetched cart page's part before it enters this page (DESIGN.md §8:
 * server HTML goes through DOMPurify), in place on the inert document
 * DOMParser made. Loaded with the first cart update only.
 */
export function sanitiseCartPart(root: Element): Element {
  DOMPurify.sanitize(root, { IN_PLACE: true, FORBID_TAGS: ['style'], ADD_ATTR: ['inputmode'] });
  return root;
}
