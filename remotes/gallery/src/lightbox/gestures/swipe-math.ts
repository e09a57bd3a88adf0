/**
 * The rules of a one-finger drag on the lightbox, kept apart from the DOM so
 * they run in Node. Distances are CSS pixels, velocities pixels per millisecond.
 */

/** A drag locks to its main axis once it has moved this far: smaller moves are taps. */
export const AXIS_LOCK_PX = 10;
/** A horizontal drag over this share of the stage width turns the page. */
export const SWIPE_DISTANCE_RATIO = 0.18;
/** A downward drag over this share of the stage height closes. */
export const CLOSE_DISTANCE_RATIO = 0.15;
/** A flick this fast turns (or closes) even when short… */
export const FLICK_VELOCITY = 0.4;
/** …as long as it moved at least this far. */
export const FLICK_MIN_PX = 30;
/** At the first or last image the picture follows the finger this much: a small resistance, then it springs back. */
export const EDGE_RESISTANCE = 0.3;

export type Axis = 'x' | 'y';
export type SwipeOutcome = 'prev' | 'next' | 'close' | 'none';

/** The axis a drag locks to, or null while it is still a tap. */
export function lockAxis(dx: number, dy: number): Axis | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < AXIS_LOCK_PX) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}

/** Where the picture sits under a horizontal drag: with the finger, or resisting where nothing follows. */
export function dragOffsetX(dx: number, hasPrev: boolean, hasNext: boolean): number {
  const towardsPrev = dx > 0;
  return (towardsPrev ? hasPrev : hasNext) ? dx : dx * EDGE_RESISTANCE;
}

/** Where the picture sits under a vertical drag: down follows the finger, up resists (up does nothing). */
export function dragOffsetY(dy: number): number {
  return dy > 0 ? dy : dy * EDGE_RESISTANCE;
}

export interface SwipeInput {
  readonly axis: Axis;
  readonly dx: number;
  readonly dy: number;
  /** Velocity along the axis at release. */
  readonly velocity: number;
  /** The stage, the room the image has. */
  readonly width: number;
  readonly height: number;
  readonly hasPrev: boolean;
  readonly hasNext: boolean;
}

function committed(distance: number, velocity: number, threshold: number): boolean {
  if (distance >= threshold) return true;
  // A flick counts only in the direction it moved.
  return distance >= FLICK_MIN_PX && velocity * Math.sign(distance) >= FLICK_VELOCITY;
}

/**
 * What a released drag does. Horizontal: left shows the next image, right the
 * previous one, with the arrows' end rules (forms-addon.md §4: ignored at the
 * ends). Vertical: down closes; up does nothing.
 */
export function swipeOutcome(input: SwipeInput): SwipeOutcome {
  if (input.axis === 'y') {
    return committed(input.dy, input.velocity, input.height * CLOSE_DISTANCE_RATIO) ? 'close' : 'none';
  }
  const leftwards = input.dx < 0;
  const distance = Math.abs(input.dx);
  const velocity = leftwards ? -input.velocity : input.velocity;
  if (!committed(distance, velocity, input.width * SWIPE_DISTANCE_RATIO)) return 'none';
  if (leftwards) return input.hasNext ? 'next' : 'none';
  return input.hasPrev ? 'prev' : 'none';
}
