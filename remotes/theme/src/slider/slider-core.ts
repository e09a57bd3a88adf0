/**
 * Slider rules (theme-frontend.md §4 "Slider"): one active slide; moves next,
 * previous or to an index, wrapping at the ends; moves asked for while a
 * transition runs are ignored.
 */

export type MoveRequest = 'next' | 'previous' | number;

/** `index` wrapped into `0..count-1`; 0 for an empty slider. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The index a request leads to from `current`, wrapping at both ends. */
export function targetIndex(current: number, count: number, request: MoveRequest): number {
  if (request === 'next') return wrapIndex(current + 1, count);
  if (request === 'previous') return wrapIndex(current - 1, count);
  return wrapIndex(request, count);
}

export interface SliderState {
  readonly index: number;
  readonly count: number;
  readonly animating: boolean;
}

/**
 * The slide to move to, or null when the move is ignored: while animating, in a
 * slider of fewer than two slides, or to the slide already shown.
 */
export function planMove(state: SliderState, request: MoveRequest): number | null {
  if (state.animating || state.count < 2) return null;
  const target = targetIndex(state.index, state.count, request);
  return target === state.index ? null : target;
}

/** Which way a move goes, for the transition's direction class. */
export function moveDirection(from: number, to: number, count: number, request: MoveRequest): 'next' | 'previous' {
  if (request === 'next' || request === 'previous') return request;
  return to > from || (from === count - 1 && to === 0 && count > 2) ? 'next' : 'previous';
}
