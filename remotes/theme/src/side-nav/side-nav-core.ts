/**
 * Side dot navigation rules (theme-frontend.md §2, §9 "Side nav dot list offset
 * is 20 px per section plus 40"). Pure.
 */

/** Each dot takes this much of the list's height, px. */
const DOT_PX = 20;
/** …plus this much for the list's own padding, px. */
const LIST_EXTRA_PX = 40;

/** The list's height for `sections` dots; it is centred by a negative top margin of half of it. */
export function sideNavOffset(sections: number): number {
  return sections * DOT_PX + LIST_EXTRA_PX;
}

/**
 * The section whose dot is active: the last whose top has passed the middle of
 * the viewport (the first while none has). `tops` are page positions in order.
 */
export function activeSection(tops: readonly number[], scrollY: number, viewportHeight: number): number {
  const line = scrollY + viewportHeight / 2;
  let active = 0;
  tops.forEach((top, i) => {
    if (top <= line) active = i;
  });
  return active;
}
