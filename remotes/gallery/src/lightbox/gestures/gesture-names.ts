/**
 * What the gesture code shares with the always-loaded part of the lightbox
 * (the CSS, the keys), kept apart so that importing it does not pull the
 * gesture chunk in.
 */

/** The frame's class while it springs back or zooms by key: CSS animates it, unless motion is reduced. */
export const SETTLING_CLASS = 'is-settling';
/** Set on the dialog to the direction of a swipe that turned the page: CSS slides the next image in from there. */
export const SWIPE_ATTRIBUTE = 'data-swipe';
/** Custom property dimming the backdrop while a drag down would close. */
export const DIM_PROPERTY = '--eacf7-lightbox-dim';
/** One press of `+` or `-`. */
export const KEY_ZOOM_FACTOR = 1.5;
