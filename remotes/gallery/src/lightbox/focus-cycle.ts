/**
 * Index of the control that Tab (or Shift+Tab) moves to, wrapping at both
 * ends; -1 when there is no control.
 *
 * A modal `<dialog>` already makes the page behind it inert, but Tab past its
 * last control leaves for the browser's own UI; wrapping keeps keyboard users
 * on the three lightbox controls.
 *
 * @param current - index of the focused control, -1 when focus is elsewhere
 */
export function nextFocusIndex(count: number, current: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}
