import type { ByDevice, EffectKind, ScrollTrigger } from './scroll-effect';

/**
 * One entry of `et_pb_motion_elements[device]` (theme-frontend.md §3 "Motion
 * element entries"; key list from MARKUP-FACTS §1.0). Numbers may arrive as
 * numeric strings from PHP.
 */
export interface MotionElement {
  /** Order-class selector of the element, e.g. `.et_pb_image_0`. */
  readonly id: string;
  readonly start: number | string;
  readonly midStart: number | string;
  readonly midEnd: number | string;
  readonly end: number | string;
  readonly startValue: number | string;
  readonly midValue: number | string;
  readonly endValue: number | string;
  readonly resolver: EffectKind;
  readonly module_type: string;
  /** Defaults to `middle` when absent. */
  readonly trigger_start?: ScrollTrigger;
  /** Defaults to `middle` when absent. */
  readonly trigger_end?: ScrollTrigger;
  /** Other transforms of the element that motion must compose with. */
  readonly transforms?: Readonly<Record<string, string | number>>;
  /** `'on'` applies the motion to each grid child; anything else does not. */
  readonly grid_motion?: string;
  readonly child_slug?: string;
  readonly children_count?: number | string;
  readonly module_index?: number | string;
}

/** The page global, keyed by device. */
export type MotionElements = ByDevice<readonly MotionElement[]>;

/** Class that hides a motion element until it is first animated (MARKUP-FACTS §1.5). */
export const BEFORE_SCROLL_ANIMATION_CLASS = 'et-pb-before-scroll-animation';
