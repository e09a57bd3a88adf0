import { TABLET_MAX_WIDTH } from '../core/breakpoints';

/**
 * Header and scroll-offset arithmetic (theme-frontend.md §4 "Header", §9
 * "Breakpoints" and "Layout and counts"; MARKUP-FACTS §1.1). Pure: every DOM
 * measurement arrives as a number. The widths here are the theme's only
 * spelling of what covers the top of the page: smooth scroll, sticky modules
 * and fullscreen sections all import them.
 */

/** The fixed navigation covers the top above this viewport width, px: on desktop only (GF L95). */
export const FIXED_NAV_MIN_WIDTH = TABLET_MAX_WIDTH;
/** The second theme's mobile breakpoint: its fixed navigation applies from this width, px. */
export const SECOND_THEME_FIXED_NAV_MIN_WIDTH = 1024;
/** The admin bar covers the top above this width, px; below it the bar scrolls away with the page. */
export const ADMIN_BAR_MIN_WIDTH = 600;
/** The admin bar is 46 px tall up to this width and 32 px above it, px. */
export const ADMIN_BAR_SWITCH_WIDTH = 782;
/** Hide-on-scroll needs this much page beyond the window and the header, px. */
export const HIDE_NAV_MIN_EXTRA_PX = 200;
/** A transparent navigation's measurement clone is this much taller, px. */
export const TRANSPARENT_NAV_CLONE_EXTRA_PX = 58;
/** Slide-in and fullscreen menus start this far below the top bar, px. */
export const MENU_PADDING_EXTRA_PX = 20;
/** The fixed header's height is measured again this long after the last resize, ms. */
export const HEADER_HEIGHT_DEBOUNCE_MS = 300;

/**
 * Hide-on-scroll is enabled only when the page is tall enough to scroll the
 * header away and back: taller than the window plus the header plus 200 px.
 */
export function hideNavEnabled(documentHeight: number, windowHeight: number, headerHeight: number): boolean {
  return documentHeight > windowHeight + headerHeight + HIDE_NAV_MIN_EXTRA_PX;
}

/** Whether a fixed-navigation header is in its fixed state: wide enough, and scrolled past where the content starts. */
export function headerIsFixed(scrollY: number, contentTop: number, viewportWidth: number, minWidth = FIXED_NAV_MIN_WIDTH): boolean {
  return viewportWidth > minWidth && scrollY > 0 && scrollY >= contentTop;
}

/** Height of a transparent navigation's measurement clone, px. */
export function transparentCloneHeight(headerHeight: number): number {
  return headerHeight + TRANSPARENT_NAV_CLONE_EXTRA_PX;
}

/** Top padding of a slide-in or fullscreen menu under a top bar, px. */
export function menuPaddingTop(topBarHeight: number): number {
  return topBarHeight + MENU_PADDING_EXTRA_PX;
}

/** What covers the top of the viewport when the page scrolls to an anchor, px each (0 when absent). */
export interface TopCover {
  viewportWidth: number;
  adminBarHeight: number;
  /** The fixed header (and top bar) height as it will be once fixed. */
  fixedHeaderHeight: number;
  /** Sticky modules stuck to the top (not those resting at their limit: they scroll with the page). */
  stickyHeight: number;
  /** Width above which the fixed header counts (980; 1024 for the second theme). */
  fixedNavMinWidth?: number;
}

/** The fixed navigation's breakpoint of a page: 1024 px on the second theme (`et_extra`), else 980. */
export function fixedNavMinWidthFor(secondTheme: boolean): number {
  return secondTheme ? SECOND_THEME_FIXED_NAV_MIN_WIDTH : FIXED_NAV_MIN_WIDTH;
}

/** How much of the top the admin bar and the fixed header cover, px: what a top-sticky module keeps clear of. */
export function fixedHeadersOffset(cover: TopCover): number {
  const { viewportWidth, adminBarHeight, fixedHeaderHeight, fixedNavMinWidth = FIXED_NAV_MIN_WIDTH } = cover;
  const adminBar = viewportWidth > ADMIN_BAR_MIN_WIDTH ? adminBarHeight : 0;
  const header = viewportWidth > fixedNavMinWidth ? fixedHeaderHeight : 0;
  return adminBar + header;
}

/** How far above an anchor the page must stop so nothing fixed covers it, px: the fixed headers and stuck sticky modules. */
export function anchorScrollOffset(cover: TopCover): number {
  return fixedHeadersOffset(cover) + cover.stickyHeight;
}

/** The admin bar's height at a width when it is not measured (46 up to 782, 32 above), px. */
export function adminBarHeightFor(viewportWidth: number): number {
  return viewportWidth > ADMIN_BAR_SWITCH_WIDTH ? 32 : 46;
}
