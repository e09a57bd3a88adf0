/**
 * The search overlay's lock (theme-frontend.md §4 "Search overlay", §9 "Search
 * overlay lock 1000 ms"): while it animates open or closed, further toggles wait.
 * Pure: a state and a time in, a decision out.
 */

/** The overlay ignores toggles this long after each one starts, ms. */
export const SEARCH_OVERLAY_LOCK_MS = 1000;

export interface OverlayState {
  open: boolean;
  /** When the last toggle started, ms. */
  since: number;
}

/** What a request to open or close does now: act, do nothing, or wait for the lock (`waitMs`). */
export function overlayRequest(state: OverlayState, open: boolean, now: number): { act: boolean; waitMs: number } {
  if (state.open === open) return { act: false, waitMs: 0 };
  const left = state.since + SEARCH_OVERLAY_LOCK_MS - now;
  return left > 0 ? { act: false, waitMs: left } : { act: true, waitMs: 0 };
}
