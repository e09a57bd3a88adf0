/** Whether the visitor asked for less motion: every slide and fade becomes an instant change. */
export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A duration honouring reduced motion: 0 when asked for, else `ms`. */
export function motionDuration(win: Window, ms: number): number {
  return prefersReducedMotion(win) ? 0 : ms;
}
