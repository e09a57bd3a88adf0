import type { ActivePosition, StickySide } from './sticky-settings';

/**
 * The sticky decision (theme-frontend.md §4 "Sticky module"), a pure function
 * of measured numbers in document coordinates, so a scroll frame is arithmetic
 * only: the module's natural place is measured between frames (from its
 * placeholder while it is sticky), the scroll position comes with the frame.
 */

/** What the decision needs of one module, px. */
export interface StickyMeasure {
  readonly position: ActivePosition;
  /** Natural document top (where it sits in the flow). */
  readonly top: number;
  readonly height: number;
  /** Distance kept from the viewport top: the module's own offset, fixed headers and, with offsetSurrounding, sticky modules above. */
  readonly topOffset: number;
  readonly bottomOffset: number;
  /** Document top of the top-limit container: a bottom-sticky module pauses there. */
  readonly limitTop: number | null;
  /** Document bottom of the bottom-limit container: a top-sticky module pauses there. */
  readonly limitBottom: number | null;
  /** A hidden module (display none, zero boxes) never starts. */
  readonly visible: boolean;
}

export interface ScrollPosition {
  readonly scrollY: number;
  readonly viewportHeight: number;
}

export type StickyState =
  | { readonly kind: 'none' }
  | { readonly kind: 'sticky'; readonly side: StickySide }
  /** Resting against its limit container's edge: `top` is its document top there. */
  | { readonly kind: 'paused'; readonly side: StickySide; readonly top: number };

export const NOT_STICKY: StickyState = { kind: 'none' };
/** Shared states: a frame decides hundreds of modules and allocates nothing for them. */
const STICKY_TOP: StickyState = { kind: 'sticky', side: 'top' };
const STICKY_BOTTOM: StickyState = { kind: 'sticky', side: 'bottom' };

function decideTop(m: StickyMeasure, at: ScrollPosition): StickyState {
  if (at.scrollY + m.topOffset <= m.top) return NOT_STICKY;
  if (m.limitBottom === null) return STICKY_TOP;
  const restTop = m.limitBottom - m.height;
  // A module as tall as the room left in its container has nowhere to travel.
  if (restTop <= m.top) return NOT_STICKY;
  if (at.scrollY + m.topOffset >= restTop) return { kind: 'paused', side: 'top', top: restTop };
  return STICKY_TOP;
}

function decideBottom(m: StickyMeasure, at: ScrollPosition): StickyState {
  const viewportBottom = at.scrollY + at.viewportHeight - m.bottomOffset;
  if (viewportBottom >= m.top + m.height) return NOT_STICKY;
  if (m.limitTop === null) return STICKY_BOTTOM;
  if (m.limitTop >= m.top) return NOT_STICKY;
  if (viewportBottom - m.height <= m.limitTop) return { kind: 'paused', side: 'bottom', top: m.limitTop };
  return STICKY_BOTTOM;
}

/**
 * The state of a module at a scroll position. Top: sticky once the scroll
 * position plus the top offset passes the module's top, paused where its
 * bottom meets the bottom limit's edge. Bottom: sticky while the viewport
 * bottom minus the bottom offset is above the module's bottom, paused at the
 * top limit's edge. top_bottom: the side the module has left the viewport by.
 * Scrolling back reverses each step (resume, then end).
 */
export function decideSticky(m: StickyMeasure, at: ScrollPosition): StickyState {
  if (!m.visible || m.height <= 0) return NOT_STICKY;
  if (m.position === 'top') return decideTop(m, at);
  if (m.position === 'bottom') return decideBottom(m, at);
  const top = decideTop(m, at);
  return top.kind !== 'none' ? top : decideBottom(m, at);
}

/** The viewport top of a module in a state, px; null when it is in the flow. */
export function fixedTop(state: StickyState, m: StickyMeasure, at: ScrollPosition): number | null {
  if (state.kind === 'none') return null;
  if (state.kind === 'paused') return state.top - at.scrollY;
  return state.side === 'top' ? m.topOffset : at.viewportHeight - m.bottomOffset - m.height;
}

/** Whether two states differ in what the DOM shows (kind, side or resting place). */
export function sameState(a: StickyState, b: StickyState): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'none' || b.kind === 'none') return true;
  if (a.side !== b.side) return false;
  return a.kind !== 'paused' || (b.kind === 'paused' && a.top === b.top);
}
