/**
 * Fixed headers a top-sticky module keeps clear of (MARKUP-FACTS "Sticky
 * modules": offsets used; theme-frontend.md §9 "Breakpoints"): the admin bar
 * above 600 px, the theme's fixed header and top header above 980 px.
 */
const ADMIN_BAR_MIN_WIDTH = 600;
const FIXED_NAV_MIN_WIDTH = 980;

/** Heights of the fixed headers now, px. Reads layout: call it in a frame's read phase. */
export function fixedHeadersHeight(doc: Document, viewportWidth: number): number {
  let height = 0;
  if (viewportWidth > ADMIN_BAR_MIN_WIDTH) height += doc.getElementById('wpadminbar')?.offsetHeight ?? 0;
  if (viewportWidth > FIXED_NAV_MIN_WIDTH && doc.body.classList.contains('et_fixed_nav') && !doc.body.classList.contains('et_vertical_nav')) {
    height += doc.getElementById('main-header')?.offsetHeight ?? 0;
    height += doc.getElementById('top-header')?.offsetHeight ?? 0;
  }
  return height;
}
