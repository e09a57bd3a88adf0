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
