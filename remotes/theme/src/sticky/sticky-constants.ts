/**
 * Sticky constants (theme-frontend.md §9 "Builder and sticky", "Debounces and throttles").
 */

/** z-index of a sticky module. */
export const STICKY_Z_INDEX = 10000;
/** Inside a theme-builder header: above the page's other sticky modules. */
export const STICKY_Z_INDEX_TB_HEADER = 10010;
/** Inside a footer: below them. */
export const STICKY_Z_INDEX_FOOTER = 9990;
/** Width, dimension and height changes re-measure after this quiet time, ms. */
export const DIMENSION_DEBOUNCE_MS = 50;
/** DOM changes re-measure after this quiet time, ms. */
export const DOM_CHANGE_DEBOUNCE_MS = 500;
/** A scroll-location change (the builder's app/top switch) re-measures after this, ms. */
export const SCROLL_LOCATION_DEBOUNCE_MS = 2000;
/** The parent's height stays locked this long after a start; also the style finalisation delay, ms. */
export const STYLE_FINALISE_MS = 50;
