import { parseInertHtml } from '@cms-mf/shared-contracts';
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

/** Parses a fetched page into an inert document (see `parseInertHtml`): its nodes pass `sanitizeFragment` before they enter the page. */
export const parseInertPage = parseInertHtml;
