import type { ScrollTrigger } from '@cms-mf/shared-contracts/settings';
import type { ScrollLimits } from './scroll-value';

/**
 * Where an element stands in the viewport, and the effect value that gives
 * (theme-frontend.md §4 "Responsive status": progress from viewport
 * positions, start and end triggers defaulting to the middle). Pure: the
 * numbers are measured by the engine.
 */

/** Default trigger of both ends of an effect. */
export const DEFAULT_TRIGGER: ScrollTrigger = 'middle';

/** Measured geometry of one element in one frame, px. */
export interface ElementGeometry {
  /** Top of the element relative to the viewport top (its document top minus scrollY). */
  readonly top: number;
  readonly height: number;
  readonly viewportHeight: number;
}

/** The point of the element a trigger follows. */
function triggerPoint(geometry: ElementGeometry, trigger: ScrollTrigger): number {
  if (trigger === 'top') return geometry.top;
  if (trigger === 'bottom') return geometry.top + geometry.height;
  return geometry.top + geometry.height / 2;
}

/**
 * The viewport position of an element's trigger point, percent: 0 when it is at
 * the viewport's bottom edge (entering), 100 at the top edge (leaving); below 0
 * or above 100 when outside.
 */
export function viewportPosition(geometry: ElementGeometry, trigger: ScrollTrigger = DEFAULT_TRIGGER): number {
  if (geometry.viewportHeight <= 0) return 0;
  return ((geometry.viewportHeight - triggerPoint(geometry, trigger)) / geometry.viewportHeight) * 100;
}

/** The three values of an effect, as numbers. */
export interface EffectStops {
  readonly start: number;
  readonly mid: number;
  readonly end: number;
}

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

/**
 * The effect value at a position: the start value up to `start`, rising to the
 * middle value by `midStart`, held to `midEnd`, moving to the end value by
 * `end`, then held. The start trigger places the first half, the end trigger
 * the second.
 */
export function effectAt(limits: ScrollLimits, stops: EffectStops, geometry: ElementGeometry, triggers: { readonly start?: ScrollTrigger; readonly end?: ScrollTrigger } = {}): number {
  const startPos = viewportPosition(geometry, triggers.start ?? DEFAULT_TRIGGER);
  if (startPos < limits.midStart) {
    if (startPos <= limits.start) return stops.start;
    return lerp(stops.start, stops.mid, (startPos - limits.start) / (limits.midStart - limits.start));
  }
  const endPos = viewportPosition(geometry, triggers.end ?? DEFAULT_TRIGGER);
  if (endPos <= limits.midEnd) return stops.mid;
  if (endPos >= limits.end) return stops.end;
  return lerp(stops.mid, stops.end, (endPos - limits.midEnd) / (limits.end - limits.midEnd));
}
