/**
 * Scroll-effect (motion) numbers and limits.
 * Source: theme-frontend.md §9 "Scroll effects", §5 "Scroll effect limits" and
 * §4 (zoom mode doubles scroll values).
 */

/** Scroll step size. */
export const SCROLL_STEP_SIZE = 15;
/** Styles are computed this far around the viewport, px. */
export const STYLE_LOOKAHEAD_PX = 500;
/** The lookahead in builder zoom mode, px. */
export const STYLE_LOOKAHEAD_ZOOM_PX = 1500;
/** A style counts as in view within this distance of the viewport, px. */
export const STYLE_IN_VIEW_PX = 250;
/** CSS transition while a scroll style is visible (otherwise none). */
export const SCROLL_STYLE_TRANSITION = { durationMs: 200, timing: 'linear' } as const;

/** Extra viewport height on real mobile devices, px. */
export const MOBILE_VIEWPORT_EXTRA_PX = 100;
/** Extra top offset inside the builder editor, px. */
export const BUILDER_TOP_OFFSET_EXTRA_PX = 100;
/** Scroll values are multiplied by this in builder zoom mode (§4). */
export const ZOOM_SCROLL_MULTIPLIER = 2;

/** Input step of effect controls. */
export const EFFECT_INPUT_STEP = 1;
/** Input drag speed of effect controls. */
export const EFFECT_INPUT_SPEED = 0.5;
/** Input step of translate controls. */
export const TRANSLATE_INPUT_STEP = 0.5;
/** Input drag speed of translate controls. */
export const TRANSLATE_INPUT_SPEED = 10;

/** Decimals of opacity/scale factors (percent mapped to 0..1) and of rotation. */
export const EFFECT_FACTOR_DECIMALS = 3;
/** Translate values are multiplied by this and rounded to px. */
export const TRANSLATE_PX_MULTIPLIER = 100;
/** Effect values are made non-negative with this many decimals (§5). */
export const EFFECT_VALUE_DECIMALS = 2;

/** Lowest scroll-effect viewport limit, percent (§5). */
export const SCROLL_LIMIT_MIN = 0;
/** Highest scroll-effect viewport limit, percent (§5). */
export const SCROLL_LIMIT_MAX = 100;

/** Units allowed for effect values (§5). */
export const SCROLL_EFFECT_UNITS = ['cm', 'em', 'mm', 'in', 'pc', 'pt', 'px', 'rem'] as const;
/** Unit of effect values that carry none; blur also defaults to it (§5, §9). */
export const SCROLL_EFFECT_DEFAULT_UNIT = 'px';
