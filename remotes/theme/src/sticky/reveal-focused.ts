import { STICKY_PLACEHOLDER_CLASS, STUCK_ATTRIBUTE } from './sticky-elements';

/**
 * Where focus lands, the visitor sees. A stuck module is fixed, so moving
 * focus into it scrolls nothing; paused at its limit's edge far from the
 * viewport (a bottom bar waiting for its section), it would take a keyboard
 * visitor's focus out of sight. Focus entering a stuck module that lies
 * outside the viewport brings its place in the flow (its placeholder) into
 * view, as focus on any element in the flow would; the scroll loop then
 * places the module there. The placeholder itself is inert: focus never
 * lands on the copy.
 */
export function revealFocusedSticky(doc: Document, signal: AbortSignal): void {
  const win = doc.defaultView!;
  doc.addEventListener('focusin', (event) => {
    const module = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${STUCK_ATTRIBUTE}]`) : null;
    if (!module) return;
    const box = module.getBoundingClientRect();
    if (box.bottom > 0 && box.top < win.innerHeight) return;
    const before = module.previousElementSibling;
    const place = before?.classList.contains(STICKY_PLACEHOLDER_CLASS) ? before : module;
    place.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, { signal });
}
