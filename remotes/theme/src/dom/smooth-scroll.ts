import { anchorScrollOffset } from '../headers/header-offsets';
import { measureTopCover } from '../headers/fixed-headers';
import { prefersReducedMotion } from '../core/reduced-motion';
import { noteScriptScroll } from '../scroll-loop';
import { SMOOTH_SCROLL_OPT_OUT, sameDocumentAnchorId, scrollPositionAt, scrollStop, smoothScrollDuration } from './smooth-scroll-core';

/** The scroll under way, if any: a new one, or the visitor's own wheel, touch or key, stops it. */
let running: AbortController | null = null;

/** Animates the window to `to` over `durationMs` (instantly when 0); resolves when it lands or is interrupted. */
function animateScroll(win: Window, to: number, durationMs: number): Promise<void> {
  running?.abort();
  if (durationMs <= 0) {
    win.scrollTo({ top: to, behavior: 'instant' });
    noteScriptScroll();
    return Promise.resolve();
  }
  const scroll = new AbortController();
  running = scroll;
  // The key press that started this scroll (Enter on a link) is still being dispatched: only later input interrupts.
  const startedAt = win.performance.now();
  const interrupt = (event: Event) => event.timeStamp > startedAt && scroll.abort();
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) win.addEventListener(type, interrupt, { passive: true, signal: scroll.signal });
  const from = win.scrollY;
  return new Promise((resolve) => {
    let start: number | null = null;
    scroll.signal.addEventListener('abort', () => resolve(), { once: true });
    const step = (now: number) => {
      if (scroll.signal.aborted) return;
      start ??= now;
      win.scrollTo({ top: scrollPositionAt(from, to, now - start, durationMs), behavior: 'instant' });
      noteScriptScroll();
      if (now - start < durationMs) win.requestAnimationFrame(step);
      else scroll.abort();
    };
    win.requestAnimationFrame(step);
  });
}

/**
 * Scrolls smoothly to an element (800 ms, 1600 ms when it is further than
 * 4000 px down), stopping below the fixed header, the admin bar and stuck
 * sticky modules so none covers it; a reduced-motion visitor jumps. Focus
 * moves to the target so keyboard and screen-reader users land where they asked.
 */
export function scrollToElement(target: HTMLElement): Promise<void> {
  const doc = target.ownerDocument;
  const win = doc.defaultView!;
  const targetTop = target.getBoundingClientRect().top + win.scrollY;
  const offset = anchorScrollOffset(measureTopCover(doc));
  const to = scrollStop(targetTop, offset, doc.documentElement.scrollHeight - win.innerHeight);
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return animateScroll(win, to, prefersReducedMotion(win) ? 0 : smoothScrollDuration(targetTop));
}

/** Scrolls smoothly to the top of the page (scroll-to-top, the side navigation's first dot). */
export function scrollToTop(win: Window): Promise<void> {
  return animateScroll(win, 0, prefersReducedMotion(win) ? 0 : smoothScrollDuration(0));
}

/**
 * Plain in-page anchors (`a[href*="#"]:not([href="#"])`, MARKUP-FACTS "Smooth
 * anchors") scroll smoothly: the address gets the hash (so Back returns) and focus
 * moves to the target. Links another module handled first (tabs, toggles) and the
 * opt-out classes keep their own behaviour.
 */
export function listenForSmoothAnchors(doc: Document, signal: AbortSignal): void {
  const win = doc.defaultView!;
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href*="#"]:not([href="#"])');
    if (!link || link.matches(SMOOTH_SCROLL_OPT_OUT) || (link.target && link.target !== '_self')) return;
    const id = sameDocumentAnchorId(link.getAttribute('href')!, win.location.href);
    const target = id === null ? null : doc.getElementById(id);
    if (!target) return;
    event.preventDefault();
    if (win.location.hash !== `#${encodeURIComponent(id!)}` && win.location.hash !== `#${id}`) win.history.pushState(win.history.state, '', `#${id}`);
    void scrollToElement(target);
  }, { signal });
}
