/** A horizontal move shorter than this is a tap, not a swipe, px. */
const SWIPE_MIN_PX = 40;

/**
 * What a carousel lets the browser do with a touch on it: scroll the page
 * vertically and zoom, while a horizontal move is the carousel's to take
 * (the value embla-carousel sets too).
 */
export const CAROUSEL_TOUCH_ACTION = 'pan-y pinch-zoom';

/** The direction of a finished touch move: a mostly horizontal move of 40 px or more. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/**
 * Calls `onSwipe` after a touch or pen swipe on `el` (a mouse drag is not a
 * swipe). A finger is followed through touch events: once the browser takes a
 * gesture for panning it cancels the pointer (`pointercancel`, no
 * `pointerup`), while `touchend` still comes with where the finger left. A pen
 * has no touch events, so it is followed through pointer events. A second
 * finger makes the gesture a pinch, never a swipe.
 */
export function listenForSwipe(el: HTMLElement, onSwipe: (direction: 'next' | 'previous') => void, signal: AbortSignal): void {
  const finish = (start: { x: number; y: number } | null, x: number, y: number) => {
    const direction = start ? swipeDirection(x - start.x, y - start.y) : null;
    if (direction) onSwipe(direction);
  };
  const options = { signal, passive: true };

  let touch: { x: number; y: number; id: number } | null = null;
  el.addEventListener('touchstart', (event) => {
    const first = event.touches[0];
    touch = event.touches.length === 1 && first ? { x: first.clientX, y: first.clientY, id: first.identifier } : null;
  }, options);
  el.addEventListener('touchend', (event) => {
    const start = touch;
    const ended = [...event.changedTouches].find((t) => t.identifier === start?.id);
    if (!start || !ended) return;
    touch = null;
    finish(start, ended.clientX, ended.clientY);
  }, options);
  el.addEventListener('touchcancel', () => (touch = null), options);

  let pen: { x: number; y: number; id: number } | null = null;
  el.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'pen') pen = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }, options);
  el.addEventListener('pointerup', (event) => {
    const start = pen;
    if (!start || start.id !== event.pointerId) return;
    pen = null;
    finish(start, event.clientX, event.clientY);
  }, options);
  el.addEventListener('pointercancel', () => (pen = null), options);
}
