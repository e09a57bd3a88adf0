/**
 * Visual-builder and sticky-module numbers.
 * Source: theme-frontend.md §9 "Builder and sticky", with §5 "Sticky and builder rules".
 */

/** Builder modal sizes, px. */
export const BUILDER_MODAL = {
  expandedWidth: 1200,
  footerHeight: 40,
  headerHeight: 56,
  headerDropdownHeight: 20,
  dropdownVerticalOffset: 23,
} as const;
/** Builder page-settings bar height, px. */
export const BUILDER_PAGE_SETTINGS_BAR_PX = 100;
/** Builder outer spacing, px. */
export const BUILDER_OUTER_SPACING_PX = 200;
/** Drag handle width, px. */
export const BUILDER_DRAG_HANDLE_WIDTH_PX = 30;
/** Viewport-adaptive default margins, px. */
export const BUILDER_VIEWPORT_MARGINS_PX = [30, 100] as const;

/** z-index of a sticky module. */
export const STICKY_Z_INDEX = 10000;
/** z-index of a sticky module inside a theme-builder header. */
export const STICKY_Z_INDEX_TB_HEADER = 10010;
/** z-index of a sticky module inside a footer. */
export const STICKY_Z_INDEX_FOOTER = 9990;
/** Limit containers a sticky module may stop at; other values are ignored (§5). */
export const STICKY_LIMIT_VALUES = ['body', 'section', 'row', 'column'] as const;
/** Sticky positions a module may take. */
export const STICKY_POSITIONS = ['none', 'top', 'bottom', 'top_bottom'] as const;

/** Admin bar height inside the theme builder, px. */
export const TB_ADMIN_BAR_HEIGHT_PX = 32;
/** Width under which a layout block preview counts as small, px. */
export const SMALL_LAYOUT_BLOCK_PREVIEW_WIDTH_PX = 600;

/** Scroll-to-address animation: ms per 1000 px of distance. */
export const SCROLL_TO_ADDRESS_MS_PER_1000_PX = 400;
/** Scroll-to-address animation lower bound, ms. */
export const SCROLL_TO_ADDRESS_MIN_MS = 800;
/** Scroll-to-address animation upper bound, ms. */
export const SCROLL_TO_ADDRESS_MAX_MS = 6000;
/** Duration of a scroll-to-address animation over a distance: 400 ms per 1000 px, within 800..6000. */
export function scrollToAddressDurationMs(distancePx: number): number {
  const raw = (Math.abs(distancePx) / 1000) * SCROLL_TO_ADDRESS_MS_PER_1000_PX;
  return Math.min(SCROLL_TO_ADDRESS_MAX_MS, Math.max(SCROLL_TO_ADDRESS_MIN_MS, raw));
}

/** Props a clean wireframe ignores (the spec adds "and similar"). */
export const CLEAN_WIREFRAME_IGNORED_PROPS = ['locked', 'global_module', 'admin_label', 'collapsed', 'disabled'] as const;

/** Builder cookie name: `et-{type}-post-{postId}-{name}`. */
export function builderCookieName(type: string, postId: number | string, name: string): string {
  return `et-${type}-post-${postId}-${name}`;
}
/** Default builder cookie lifetime (the spec gives no unit). */
export const BUILDER_COOKIE_DEFAULT_LIFETIME = 300;

/** Event listeners per event before the builder warns. */
export const EVENT_LISTENER_MAX = 10;
