import type { ScrollPosition, StickyMeasure, StickyState } from './sticky-decision';

/**
 * The scroll positions around the current one where a module's frame would do
 * nothing: its decision keeps its state and, when paused, it stays out of the
 * viewport. `decideSticky` is constant between the scroll positions where one
 * of its comparisons flips, so a frame compares the scroll position with two
 * numbers instead of deciding every module of the page (a page of a thousand
 * modules then decides the few whose threshold was crossed).
 */
export interface QuietRange {
  /** Exclusive bounds, px of scroll position; `lo === hi` means never quiet. */
  readonly lo: number;
  readonly hi: number;
}

/**
 * A scroll position this close to a threshold is decided in full: the
 * thresholds are solved from the decision's comparisons, and a float rounding
 * of either must not skip a frame that changes something.
 */
const MARGIN_PX = 0.5;

export const NEVER_QUIET: QuietRange = { lo: 0, hi: 0 };

const sticksTop = (m: StickyMeasure) => m.position === 'top' || m.position === 'top_bottom';
const sticksBottom = (m: StickyMeasure) => m.position === 'bottom' || m.position === 'top_bottom';

/** The scroll positions where some comparison of `decideSticky` flips, for this viewport height. */
function thresholds(m: StickyMeasure, viewportHeight: number): number[] {
  const found: number[] = [];
  if (sticksTop(m)) {
    found.push(m.top - m.topOffset);
    if (m.limitBottom !== null) found.push(m.limitBottom - m.height - m.topOffset);
  }
  if (sticksBottom(m)) {
    found.push(m.top + m.height + m.bottomOffset - viewportHeight);
    if (m.limitTop !== null) found.push(m.limitTop + m.height + m.bottomOffset - viewportHeight);
  }
  return found;
}

/**
 * The open range of scroll positions around `at.scrollY` in which the module
 * keeps `state` (its decision there) at `at.viewportHeight`. A paused module
 * resting in the page (`restsInPage`, `sticky-paused-place.ts`) scrolls with
 * it and needs nothing more; one kept fixed while paused must also stay out
 * of the viewport, as in view it follows every scroll step: never quiet.
 */
export function quietRange(m: StickyMeasure, state: StickyState, at: ScrollPosition, restsInPage: boolean): QuietRange {
  if (!m.visible || m.height <= 0) return { lo: -Infinity, hi: Infinity };
  const cuts = thresholds(m, at.viewportHeight);
  if (state.kind === 'paused' && !restsInPage) {
    // In view from the scroll position where its top reaches the viewport's bottom to where its bottom leaves the top.
    const enters = state.top - at.viewportHeight;
    const leaves = state.top + m.height;
    if (at.scrollY >= enters - MARGIN_PX && at.scrollY <= leaves + MARGIN_PX) return NEVER_QUIET;
    cuts.push(enters, leaves);
  }
  let lo = -Infinity;
  let hi = Infinity;
  for (const cut of cuts) {
    if (!Number.isFinite(cut)) continue;
    if (Math.abs(cut - at.scrollY) <= MARGIN_PX) return NEVER_QUIET;
    if (cut < at.scrollY) lo = Math.max(lo, cut + MARGIN_PX);
    else hi = Math.min(hi, cut - MARGIN_PX);
  }
  return { lo, hi };
}

/** Whether a scroll position lies in a quiet range. */
export const isQuiet = (range: QuietRange, scrollY: number): boolean => scrollY > range.lo && scrollY < range.hi;
