import { prefersReducedMotion } from '../core/reduced-motion';

/**
 * Scrolls to an element and moves focus there (so keyboard and screen-reader
 * users land where they asked); instant under reduced motion. The page's own
 * `scroll-margin-top` keeps it clear of a fixed header.
 */
export function scrollToElement(target: HTMLElement): void {
  const win = target.ownerDocument.defaultView!;
  target.scrollIntoView({ behavior: prefersReducedMotion(win) ? 'auto' : 'smooth', block: 'start' });
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
