/** A horizontal move shorter than this is a tap, not a swipe, px. */
const SWIPE_MIN_PX = 40;

/** The direction of a finished touch move: a mostly horizontal move of 40 px or more. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Calls `onSwipe` after a touch or pen swipe on `el` (a mouse drag is not a swipe). */
export function listenForSwipe(el: HTMLElement, onSwipe: (direction: 'next' | 'previous') => void, signal: AbortSignal): void {
  let start: { x: number; y: number; id: number } | null = null;
  el.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse') start = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }, { signal, passive: true });
  el.addEventListener('pointerup', (event) => {
    if (!start || start.id !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    start = null;
    if (direction) onSwipe(direction);
  }, { signal, passive: true });
  el.addEventListener('pointercancel', () => (start = null), { signal, passive: true });
}
