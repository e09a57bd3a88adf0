/**
 * Toggle and accordion rules (theme-frontend.md §4): a toggle is open or
 * closed; in an accordion opening one closes the others, the open one cannot
 * be re-clicked, and clicks while one moves are ignored.
 */
export interface AccordionState {
  /** Index of the open toggle, or null when all are closed. */
  readonly open: number | null;
  readonly animating: boolean;
}

/** What a click on toggle `index` of an accordion does: the toggle to open and the one to close, or null when ignored. */
export function accordionClick(state: AccordionState, index: number): { readonly open: number; readonly close: number | null } | null {
  if (state.animating || state.open === index) return null;
  return { open: index, close: state.open };
}

/** The header a key moves focus to among `count` accordion headers (APG "Accordion"), or null. */
export function headerForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
