import type { EffectKind } from '@cms-mf/shared-contracts/settings';
import type { EffectUnit } from './effect-value';

/**
 * Maps effect values to CSS (theme-frontend.md §9 "Scroll effects"): opacity
 * and scale from a percentage to a 0..1 factor with 3 decimals, rotation with
 * 3 decimals (contradiction 2, see effect-value.ts), translate multiplied by
 * 100 and rounded to px, blur in its unit (px by default).
 */

/** The current value of each effect of one element. */
export type EffectFrame = Partial<Record<EffectKind, { readonly value: number; readonly unit?: EffectUnit }>>;

/** The inline styles one element gets; empty strings remove a property. */
export interface EffectCss {
  readonly transform: string;
  readonly filter: string;
  readonly opacity: string;
}

/** Percent of translate per px: the motion script scales translate values by 100. */
const TRANSLATE_PX_PER_UNIT = 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
/** Strips -0, which prints as `0` anyway but compares unequal in tests. */
const clean = (n: number) => (Object.is(n, -0) ? 0 : n);

/** Percent (0..100) as a factor with three decimals. */
export const percentToFactor = (percent: number) => clean(round3(percent / 100));
/** Translate value to whole px. */
export const translatePx = (value: number) => clean(Math.round(value * TRANSLATE_PX_PER_UNIT));
/** Rotation with three decimals. */
export const rotationDeg = (value: number) => clean(round3(value));

/**
 * CSS of one frame. `baseTransform` is the element's own transform from the
 * builder (kept first, so motion composes with it).
 */
export function effectCss(frame: EffectFrame, baseTransform = ''): EffectCss {
  const parts: string[] = baseTransform ? [baseTransform] : [];
  if (frame.translateX) parts.push(`translateX(${translatePx(frame.translateX.value)}px)`);
  if (frame.translateY) parts.push(`translateY(${translatePx(frame.translateY.value)}px)`);
  if (frame.rotate) parts.push(`rotate(${rotationDeg(frame.rotate.value)}deg)`);
  if (frame.scale) {
    const factor = percentToFactor(frame.scale.value);
    parts.push(`scale(${factor}, ${factor})`);
  }
  return {
    transform: parts.join(' '),
    filter: frame.blur ? `blur(${clean(Math.round(Math.max(0, frame.blur.value) * 100) / 100)}${frame.blur.unit ?? 'px'})` : '',
    opacity: frame.opacity ? String(percentToFactor(frame.opacity.value)) : '',
  };
}
