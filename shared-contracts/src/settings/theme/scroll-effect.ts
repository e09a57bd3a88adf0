import type { Device } from './responsive-fields';

/**
 * Scroll effects (theme-frontend.md §3 "Scroll effect value", "Scroll item",
 * "Effect kinds", "Responsive fields").
 */

/** Effect kinds; also the `resolver` of a motion entry (MARKUP-FACTS §1.0). */
export const EFFECT_KINDS = ['blur', 'opacity', 'rotate', 'scale', 'translateX', 'translateY'] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

/**
 * One composite value: start limit | start middle | end middle | end limit |
 * start value | middle value | end value. Limits are viewport percentages.
 */
export type ScrollEffectValue = `${string}|${string}|${string}|${string}|${string}|${string}|${string}`;

/** Default value: 0, 50, 50, 100 and three empty values (§3). */
export const SCROLL_EFFECT_DEFAULT_VALUE: ScrollEffectValue = '0|50|50|100|||';

/** A parsed value, limits clamped to 0..100 and ordered start <= midStart <= midEnd <= end. */
export interface ScrollEffectParts {
  readonly start: number;
  readonly midStart: number;
  readonly midEnd: number;
  readonly end: number;
  /** Effect values stay text: they may carry a unit or be empty. */
  readonly startValue: string;
  readonly midValue: string;
  readonly endValue: string;
}

/** Viewport position a trigger refers to; both triggers default to `middle` (§4). */
export type ScrollTrigger = 'top' | 'middle' | 'bottom';
export const SCROLL_TRIGGER_DEFAULT: ScrollTrigger = 'middle';

/** One effect of a scroll item. */
export interface ScrollItemEffect extends ScrollEffectParts {
  readonly resolver: EffectKind;
}

/** What the scroll-effects engine tracks per element (§3 "Scroll item"). */
export interface ScrollItem {
  readonly id: string;
  /** Unique by resolver. */
  readonly effects: readonly ScrollItemEffect[];
  /** Document offsets of the element's top, middle and bottom, px. */
  readonly offset: { readonly top: number; readonly middle: number; readonly bottom: number };
  readonly height: number;
  readonly triggers: { readonly start: ScrollTrigger; readonly end: ScrollTrigger };
}

/** One control of the scroll-effect settings composite: a resolver and its default value. */
export interface ScrollEffectControl {
  readonly resolver: EffectKind;
  readonly default: ScrollEffectValue;
}

/**
 * The builder's scroll-effect controls, by field name; each has a `{name}_enable`
 * switch. The names are the builder's (not in the spec); the spec gives one
 * default for all, so each control carries it.
 */
export const SCROLL_EFFECT_CONTROLS: Readonly<Record<string, ScrollEffectControl>> = {
  scroll_vertical_motion: { resolver: 'translateY', default: SCROLL_EFFECT_DEFAULT_VALUE },
  scroll_horizontal_motion: { resolver: 'translateX', default: SCROLL_EFFECT_DEFAULT_VALUE },
  scroll_fade: { resolver: 'opacity', default: SCROLL_EFFECT_DEFAULT_VALUE },
  scroll_scaling: { resolver: 'scale', default: SCROLL_EFFECT_DEFAULT_VALUE },
  scroll_rotating: { resolver: 'rotate', default: SCROLL_EFFECT_DEFAULT_VALUE },
  scroll_blur: { resolver: 'blur', default: SCROLL_EFFECT_DEFAULT_VALUE },
};

/** Name of the switch of a scroll-effect control. */
export type ScrollEffectEnableField<Name extends string> = `${Name}_enable`;

/** Per-device lists, the shape of the `et_pb_motion_elements` global. */
export type ByDevice<T> = { readonly [D in Device]?: T };
