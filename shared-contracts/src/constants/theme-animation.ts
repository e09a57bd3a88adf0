/**
 * Entrance-animation rules and numbers.
 * Source: theme-frontend.md §5 "Animation" and §9 "Animation".
 */

/** Speed curves an animation may use. */
export const ANIMATION_SPEED_CURVES = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const;
export type AnimationSpeedCurve = (typeof ANIMATION_SPEED_CURVES)[number];
/** Curve used when the data names an unknown one. */
export const ANIMATION_FALLBACK_SPEED_CURVE: AnimationSpeedCurve = 'ease-in-out';

/** Intensity used when none is set or it is not a number. */
export const ANIMATION_DEFAULT_INTENSITY = 50;
/** Starting opacity used when the value is not a number. */
export const ANIMATION_FALLBACK_STARTING_OPACITY = 0;

/**
 * The eight keys a `data-animation-*` set must all carry before it applies
 * (§5); they are also the keys of one `et_animation_data` entry.
 */
export const ANIMATION_DATA_KEYS = [
  'class',
  'style',
  'repeat',
  'duration',
  'delay',
  'intensity',
  'starting_opacity',
  'speed_curve',
] as const;

/** Slide-in intensity multipliers: percent per intensity point for slide, degrees for the others. */
export const ANIMATION_INTENSITY_MULTIPLIERS = {
  /** 2 % of offset per intensity point. */
  slide: 2,
  /** 0.9 degrees per intensity point. */
  flip: 0.9,
  /** 0.9 degrees per intensity point. */
  fold: 0.9,
  /** 3.6 degrees per intensity point. */
  roll: 3.6,
} as const;
