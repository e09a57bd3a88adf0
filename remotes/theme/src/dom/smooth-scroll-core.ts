/**
 * Smooth-scroll arithmetic (theme-frontend.md §2 "Smooth scroll", §9 "Timing").
 * Pure: positions and times in, positions and durations out.
 */

/** A smooth scroll to an anchor lasts this long, ms. */
export const SMOOTH_SCROLL_MS = 800;
/** …and this long when the target lies further down the page than `LONG_SCROLL_TARGET_PX`, ms. */
export const LONG_SMOOTH_SCROLL_MS = 1600;
/** Targets lower than this on the page get the long scroll, px. */
export const LONG_SCROLL_TARGET_PX = 4000;

/** Links that keep their own behaviour (MARKUP-FACTS "Smooth anchors" opt-outs). */
export const SMOOTH_SCROLL_OPT_OUT = [
  '.et_smooth_scroll_disabled',
  '.woocommerce-tabs .tabs',
  '.tt_tabs_navigation',
  '.eab-shortcode_calendar-navigation-link',
  '.view-cart-lnk',
  '.woocommerce-review-link',
].map((selector) => `${selector}, ${selector} *`).join(', ');

/** How long the scroll to a target at `targetY` (its position on the page) takes, ms. */
export function smoothScrollDuration(targetY: number): number {
  return targetY > LONG_SCROLL_TARGET_PX ? LONG_SMOOTH_SCROLL_MS : SMOOTH_SCROLL_MS;
}

/** The page position the scroll stops at: the target's top less the covering offset, within the page. */
export function scrollStop(targetTop: number, offset: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(targetTop - offset, 0), Math.max(maxScroll, 0)));
}

/** The builder's "swing" easing: slow at both ends. */
export function swing(progress: number): number {
  return 0.5 - Math.cos(Math.min(Math.max(progress, 0), 1) * Math.PI) / 2;
}

/** Where the page is `elapsed` ms into a scroll from `from` to `to` lasting `duration` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return Math.round(from + (to - from) * swing(elapsed / duration));
}

/**
 * The element id a same-page link points at, or null: a link elsewhere, a bare
 * `#`, or a hash that is module state (`#gallery|2`) keeps its own handling.
 */
export function sameDocumentAnchorId(href: string, pageUrl: string): string | null {
  let url: URL;
  let page: URL;
  try {
    url = new URL(href, pageUrl);
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== page.origin || url.pathname !== page.pathname || url.search !== page.search) return null;
  let id: string;
  try {
    id = decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
  return id !== '' && !id.includes('|') ? id : null;
}
