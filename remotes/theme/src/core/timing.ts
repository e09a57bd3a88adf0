/**
 * Durations of the content modules, ms (theme-frontend.md §9 "Timing").
 * Each is read by one module; `prefers-reduced-motion` turns every one of them into 0.
 */

/** Slider fade of a plain slider. */
export const SLIDER_FADE_MS = 500;
/** Fade of module sliders: the slider init passes 700. */
export const MODULE_SLIDER_FADE_MS = 700;
/** Slideshow interval when the slider's `et_slider_speed_{ms}` class names none. */
export const SLIDESHOW_SPEED_MS = 7000;
/** Carousel slide. */
export const CAROUSEL_SLIDE_MS = 1000;
/** Portfolio carousel slide. */
export const PORTFOLIO_CAROUSEL_MS = 700;
/** Accordion and toggle open/close. */
export const ACCORDION_TOGGLE_MS = 700;
/** Countdown refresh. */
export const COUNTDOWN_REFRESH_MS = 1000;
/** Circle counter animation. */
export const CIRCLE_COUNTER_MS = 1800;
/** Circle counter line width, px. */
export const CIRCLE_COUNTER_LINE_WIDTH = 5;
