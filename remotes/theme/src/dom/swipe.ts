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

interface Gesture {
  readonly x: number;
  readonly y: number;
  /** The pointer that started it, until the browser cancels it. */
  pointerId: number | null;
  /** The finger that started it, where the browser has touch events. */
  touchId: number | null;
}

/**
 * Calls `onSwipe` after a touch or pen swipe on `el` (a mouse drag is not a
 * swipe). A gesture ends at its pointer's `pointerup`; when the browser takes
 * a finger's move for panning it cancels the pointer (`pointercancel`, no
 * `pointerup`), and then the finger's `touchend` ends it, which still says
 * where the finger left. Each gesture counts once; a second finger makes it
 * a pinch, never a swipe.
 */
export function listenForSwipe(el: HTMLElement, onSwipe: (direction: 'next' | 'previous') => void, signal: AbortSignal): void {
  let gesture: Gesture | null = null;
  const finish = (x: number, y: number) => {
    const direction = gesture ? swipeDirection(x - gesture.x, y - gesture.y) : null;
    gesture = null;
    if (direction) onSwipe(direction);
  };
  const options = { signal, passive: true };

  el.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' && gesture === null) gesture = { x: event.clientX, y: event.clientY, pointerId: event.pointerId, touchId: null };
  }, options);
  el.addEventListener('pointerup', (event) => {
    if (gesture?.pointerId === event.pointerId) finish(event.clientX, event.clientY);
  }, options);
  el.addEventListener('pointercancel', (event) => {
    if (gesture?.pointerId !== event.pointerId) return;
    if (gesture.touchId === null) gesture = null;
    else gesture.pointerId = null;
  }, options);

  el.addEventListener('touchstart', (event) => {
    const first = event.touches[0];
    if (event.touches.length !== 1 || !first) gesture = null;
    else if (gesture) gesture.touchId = first.identifier;
    else gesture = { x: first.clientX, y: first.clientY, pointerId: null, touchId: first.identifier };
  }, options);
  el.addEventListener('touchend', (event) => {
    const ended = [...event.changedTouches].find((touch) => touch.identifier === gesture?.touchId);
    if (ended) finish(ended.clientX, ended.clientY);
  }, options);
  el.addEventListener('touchcancel', () => (gesture = null), options);
}
