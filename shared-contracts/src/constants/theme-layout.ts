/**
 * Layout numbers and counts of the page-builder theme.
 * Source: theme-frontend.md §9 "Layout and counts", plus §2 (mega menu) and
 * §4 (hide-on-scroll header).
 */

/** Gallery images per page when the module sets none. */
export const GALLERY_DEFAULT_PER_PAGE = 4;
/** The pager shows up to about this many page links. */
export const PAGER_MAX_LINKS = 5;

/** Offset added to the fixed header height when scrolling to checkout notices, px. */
export const CHECKOUT_NOTICES_OFFSET_PX = 100;

/** Side dot navigation: offset per section, px. */
export const SIDE_NAV_OFFSET_PER_SECTION_PX = 20;
/** Side dot navigation: fixed part of the offset, px. */
export const SIDE_NAV_OFFSET_BASE_PX = 40;
/** Side dot list offset for a number of sections: 20 px per section plus 40. */
export function sideNavOffsetPx(sectionCount: number): number {
  return sectionCount * SIDE_NAV_OFFSET_PER_SECTION_PX + SIDE_NAV_OFFSET_BASE_PX;
}

/** Extra height added when cloning a transparent fixed header for measurement, px. */
export const TRANSPARENT_NAV_CLONE_EXTRA_PX = 58;
/** Menu padding-top is the top-bar height plus this, px. */
export const MENU_PADDING_TOP_EXTRA_PX = 20;

/** Mega-menu parent classes apply when the menu has fewer than this many columns (§2). */
export const MEGA_MENU_COLUMN_THRESHOLD = 4;

/** Hide-on-scroll needs the document taller than window + header height + this, px (§4). */
export const HIDE_ON_SCROLL_EXTRA_PX = 200;

/** Smooth-scroll (wheel) settings. */
export const SMOOTH_SCROLL_SETTINGS = {
  frameRate: 150,
  animationTime: 400,
  stepSize: 80,
  arrowScroll: 50,
  keyboardSupport: true,
  accelerationMax: 1,
} as const;
