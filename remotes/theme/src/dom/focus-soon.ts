/**
 * Focuses `el` now, or on the next frame if it cannot take focus yet: a
 * stylesheet that fades an overlay in from `visibility: hidden` keeps it
 * hidden for the first frame of its transition.
 */
export function focusSoon(el: HTMLElement, stillWanted: () => boolean): void {
  el.focus();
  const doc = el.ownerDocument;
  if (doc.activeElement !== el) doc.defaultView!.requestAnimationFrame(() => stillWanted() && el.focus());
}
