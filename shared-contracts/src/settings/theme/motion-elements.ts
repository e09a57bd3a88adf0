/** Devices the theme keys its settings by. */
export type Device = 'desktop' | 'tablet' | 'phone';
/** One value per device; a device without its own value takes the larger one's. */
export type ByDevice<T> = { readonly [D in Device]?: T };
/** The scroll-effect resolvers (theme-frontend.md §3). */
export type EffectKind = 'blur' | 'opacity' | 'rotate' | 'scale' | 'translateX' | 'translateY';
/** Where in the viewport an effect starts or ends. */
export type ScrollTrigger = 'top' | 'middle' | 'bottom';

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
