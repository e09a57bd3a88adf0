/**
 * Why a slideshow is paused (theme-frontend.md §4: hover and the pause class;
 * WCAG 2.2.2: focus and a visible pause control). It runs only with no reason.
 */
export type PauseReason = 'hover' | 'focus' | 'pause-class' | 'visitor' | 'hidden-page';

export function isRunning(reasons: ReadonlySet<PauseReason>): boolean {
  return reasons.size === 0;
}

/** The reasons after one changed. */
export function withReason(reasons: ReadonlySet<PauseReason>, reason: PauseReason, on: boolean): ReadonlySet<PauseReason> {
  const next = new Set(reasons);
  if (on) next.add(reason);
  else next.delete(reason);
  return next;
}

/**
 * The reasons a slideshow starts with: the builder's pause class, and the
 * visitor's own pause when they asked for reduced motion. Moving content
 * that starts by itself is what WCAG 2.2.2 asks to be stoppable; a visitor who
 * said so already starts stopped, with Play to run it.
 */
export function initialReasons(pauseClass: boolean, reducedMotion: boolean): ReadonlySet<PauseReason> {
  const reasons = new Set<PauseReason>();
  if (pauseClass) reasons.add('pause-class');
  if (reducedMotion) reasons.add('visitor');
  return reasons;
}
