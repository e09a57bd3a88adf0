import type { ANIMATION_DATA_KEYS } from '../../constants/theme-animation';

/**
 * One entry of `et_animation_data` (theme-frontend.md §3 "Animation data per
 * element"; MARKUP-FACTS §1.0): eight keys, each also with `_tablet` and
 * `_phone` variants. Values are printed as text (`'1000ms'`, `'50%'`).
 */
export type AnimationDataKey = (typeof ANIMATION_DATA_KEYS)[number];

export type AnimationDataEntry = { readonly [K in AnimationDataKey]: string } & {
  readonly [K in `${AnimationDataKey}_${'tablet' | 'phone'}`]?: string;
};

/** Animation styles; each also has Top/Right/Bottom/Left variants (MARKUP-FACTS §1.5). */
export const ANIMATION_STYLES = ['fade', 'slide', 'bounce', 'zoom', 'flip', 'fold', 'roll'] as const;
export type AnimationStyle = (typeof ANIMATION_STYLES)[number];

/** `data-animation-*` attribute names, the DOM form of the same eight keys. */
export const ANIMATION_DATA_ATTRIBUTES = {
  style: 'data-animation-style',
  repeat: 'data-animation-repeat',
  duration: 'data-animation-duration',
  delay: 'data-animation-delay',
  intensity: 'data-animation-intensity',
  starting_opacity: 'data-animation-starting-opacity',
  speed_curve: 'data-animation-speed-curve',
} as const;
