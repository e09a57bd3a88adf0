/**
 * Breakpoints of the page-builder theme.
 * Source: theme-frontend.md §9 "Breakpoints" (and §2 for tabs), matching
 * MARKUP-FACTS §1.1 (`et_pb_get_current_window_mode`).
 */

/** Device of a window width: phone up to 767, tablet 768..980, desktop above 980. */
export type WindowMode = 'desktop' | 'tablet' | 'phone';

/** Widest phone window, px. */
export const PHONE_MAX_WIDTH = 767;
/** Narrowest tablet window, px. */
export const TABLET_MIN_WIDTH = 768;
/** Widest tablet window, px; desktop is anything wider. */
export const TABLET_MAX_WIDTH = 980;

/** Device of a window width (inclusive upper bounds, as the theme computes it). */
export function windowModeForWidth(width: number): WindowMode {
  if (width <= PHONE_MAX_WIDTH) return 'phone';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

/** Builder preview widths, px (§9 "Builder settings"). */
export const BUILDER_BREAKPOINTS = {
  tablet: 768,
  phone: 479,
  landscapeTablet: 980,
  landscapePhone: 767,
} as const;

/** The fixed-nav offset applies only above this viewport width, px. */
export const FIXED_NAV_MIN_WIDTH = 980;
/** The admin-bar offset applies only above this viewport width, px. */
export const ADMIN_BAR_OFFSET_MIN_WIDTH = 600;
/** Width at which the admin bar switches between its mobile and desktop heights, px. */
export const ADMIN_BAR_SWITCH_WIDTH = 782;
/** The second theme's mobile breakpoint and fixed nav apply from this width, px. */
export const SECOND_THEME_BREAKPOINT = 1024;

/** Tabs stack vertically below this width, px (§2). */
export const TABS_STACK_BELOW_WIDTH = 768;

/** Portfolio columns by container width: first row whose `minWidth` fits wins (§9). */
export const PORTFOLIO_COLUMNS_BY_WIDTH: ReadonlyArray<{ readonly minWidth: number; readonly columns: number }> = [
  { minWidth: 1600, columns: 5 },
  { minWidth: 1024, columns: 4 },
  { minWidth: 768, columns: 3 },
  { minWidth: 480, columns: 2 },
  { minWidth: 0, columns: 1 },
];

/** Columns of a portfolio carousel for a width (§9: 5 at 1600+, 4 at 1024+, 3 at 768+, 2 at 480+, else 1). */
export function portfolioColumnsForWidth(width: number): number {
  return PORTFOLIO_COLUMNS_BY_WIDTH.find((row) => width >= row.minWidth)?.columns ?? 1;
}
