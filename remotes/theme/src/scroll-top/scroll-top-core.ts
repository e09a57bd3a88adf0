/** The scroll-to-top button appears once the page is scrolled further than this, px (theme-frontend.md §9). */
export const SCROLL_TOP_AFTER_PX = 800;

/**
 * The button's state: `visible` past 800 px; back above, `hidden` once it has
 * been shown (the hide animation), else `initial` (never shown: no class).
 */
export function scrollTopState(scrollY: number, wasShown: boolean): 'visible' | 'hidden' | 'initial' {
  if (scrollY > SCROLL_TOP_AFTER_PX) return 'visible';
  return wasShown ? 'hidden' : 'initial';
}
