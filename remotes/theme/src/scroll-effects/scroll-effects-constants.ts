/**
 * Scroll-effect constants (theme-frontend.md §9 "Scroll effects", "Debounces and throttles").
 */

/** Styles are applied only this far around the viewport, px. */
export const STYLE_LOOKAHEAD_PX = 500;
/** The lookahead in the builder's zoom preview, where scroll values are doubled. */
export const ZOOM_LOOKAHEAD_PX = 1500;
/** An element counts as in view within this distance of the viewport, px: it then eases. */
export const IN_VIEW_MARGIN_PX = 250;
/** The transition while in view: short and linear, so per-frame values glide. */
export const VISIBLE_TRANSITION = 'transform 200ms linear, opacity 200ms linear, filter 200ms linear';
/** Resize and load re-measure after this quiet time, ms. */
export const REMEASURE_DEBOUNCE_MS = 500;
/** The builder's zoom preview (§4 "Builder preview modes"). */
export const ZOOM_MODE_CLASS = 'et-fb-preview--zoom';
