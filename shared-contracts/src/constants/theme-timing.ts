/**
 * Durations, delays, debounces and throttles of the page-builder theme.
 * Source: theme-frontend.md §9 "Timing" and "Debounces and throttles", plus the
 * delays stated in §4 (nav close, search lock, motion reveal).
 */

/** Slider fade, ms. */
export const SLIDER_FADE_MS = 500;
/** Fade of module sliders (the slider init passes 700), ms. */
export const MODULE_SLIDER_FADE_MS = 700;
/** Default slideshow interval, ms. */
export const SLIDESHOW_SPEED_DEFAULT_MS = 7000;
/** Carousel slide, ms. */
export const CAROUSEL_SLIDE_MS = 1000;
/** Portfolio carousel slide, ms. */
export const PORTFOLIO_CAROUSEL_MS = 700;
/** Accordion/toggle open and close, ms. */
export const ACCORDION_TOGGLE_MS = 700;
/** Countdown refresh interval, ms. */
export const COUNTDOWN_REFRESH_MS = 1000;

/** Mobile menu slide, ms (§2, §9). */
export const MOBILE_MENU_SLIDE_MS = 500;
/** Delay before a hovered nav item closes, ms (§4, §9). */
export const NAV_CLOSE_DELAY_MS = 200;
/** Search overlay is locked this long while it animates, ms (§4, §9). */
export const SEARCH_OVERLAY_LOCK_MS = 1000;

/** Smooth scroll to an anchor, ms. */
export const SMOOTH_SCROLL_MS = 800;
/** Smooth scroll when the target is far down, ms. */
export const SMOOTH_SCROLL_LONG_MS = 1600;
/** A target lower than this uses the long smooth scroll, px. */
export const SMOOTH_SCROLL_LONG_DISTANCE_PX = 4000;
/** Scroll to the checkout form after a checkout error, ms. */
export const CHECKOUT_SCROLL_MS = 1000;
/** The scroll-to-top button appears after this much scroll, px. */
export const SCROLL_TOP_APPEAR_PX = 800;

/** Circle counter animation, ms. */
export const CIRCLE_COUNTER_ANIMATION_MS = 1800;
/** Circle counter line width, px. */
export const CIRCLE_COUNTER_LINE_WIDTH = 5;
/** Parallax background speed factor. */
export const PARALLAX_FACTOR = 0.3;

/** `read_goal` fires this long after the goal element becomes visible, ms. */
export const AB_READ_GOAL_DELAY_MS = 3000;
/** `read_page` fires after the page's bounce-rate delay, given in seconds (`et_pb_custom.ab_bounce_rate`). */
export function abReadPageDelayMs(bounceRateSeconds: number): number {
  return bounceRateSeconds * 1000;
}
/** Lifetime of A/B goal cookies, days. */
export const AB_GOAL_COOKIE_DAYS = 365;
/** Lifetime of the shop-log and shortcode-tracking cookies: 0 = session cookie. */
export const AB_SESSION_COOKIE_DAYS = 0;

/** Motion elements are revealed about this long after first initialisation, ms (§4). */
export const MOTION_REVEAL_DELAY_MS = 200;

/** Debounce of fixed-header height recalculation, ms. */
export const FIXED_HEADER_HEIGHT_DEBOUNCE_MS = 300;
/** Debounce of menu dropdown repositioning, ms. */
export const MENU_REPOSITION_DEBOUNCE_MS = 200;
/** Debounce of generic resize handlers, ms. */
export const RESIZE_DEBOUNCE_MS = 200;
/** Debounce of scroll-effect resize and load handlers, ms. */
export const SCROLL_EFFECTS_RESIZE_DEBOUNCE_MS = 500;
/** The cached viewport height is reset this long after a resize, ms. */
export const VIEWPORT_HEIGHT_RESET_MS = 200;
/** Throttle of scroll-style management, ms. */
export const STYLE_MANAGEMENT_THROTTLE_MS = 10;
/** Sticky: debounce of width, dimension and height changes, ms. */
export const STICKY_DIMENSION_DEBOUNCE_MS = 50;
/** Sticky: debounce of DOM changes, ms. */
export const STICKY_DOM_CHANGE_DEBOUNCE_MS = 500;
/** Sticky: debounce of a scroll-location change (app/top), ms. */
export const STICKY_SCROLL_LOCATION_DEBOUNCE_MS = 2000;
/** Sticky: delay of style finalisation, ms. */
export const STICKY_STYLE_FINALIZE_MS = 50;
