import { CHECKOUT_SCROLL_MS, checkoutScrollTop, scrollPositionAt } from './checkout-rules';
import { prefersReducedMotion } from './shipping-slide';

/** The theme's fixed header, when it is fixed: its height counts in the offset (§8). */
function fixedHeaderHeight(doc: Document): number {
  const header = doc.querySelector<HTMLElement>('#main-header');
  if (!header) return 0;
  return doc.defaultView?.getComputedStyle(header).position === 'fixed' ? header.offsetHeight : 0;
}

/**
 * Scrolls the page to `target` in 1000 ms (at once under reduced motion),
 * stopping if `signal` aborts or the visitor scrolls with the wheel or touch.
 */
export function scrollToCheckout(target: Element, signal: AbortSignal): void {
  const doc = target.ownerDocument;
  const win = doc.defaultView;
  if (!win) return;
  const to = checkoutScrollTop({ formTop: target.getBoundingClientRect().top + win.scrollY, viewportWidth: win.innerWidth, fixedHeaderHeight: fixedHeaderHeight(doc) });
  if (prefersReducedMotion(win)) {
    win.scrollTo(0, to);
    return;
  }
  const from = win.scrollY;
  const stop = new AbortController();
  const both = AbortSignal.any([signal, stop.signal]);
  for (const type of ['wheel', 'touchstart'] as const) win.addEventListener(type, () => stop.abort(), { passive: true, once: true, signal: both });
  let start: number | undefined;
  const step = (now: number) => {
    if (both.aborted) return;
    start ??= now;
    const elapsed = now - start;
    win.scrollTo(0, scrollPositionAt(from, to, elapsed, CHECKOUT_SCROLL_MS));
    if (elapsed < CHECKOUT_SCROLL_MS) win.requestAnimationFrame(step);
    else stop.abort();
  };
  win.requestAnimationFrame(step);
}
