/**
 * Zoom and pan of the shown image, as pure functions. A view is the image's
 * scale and its offset from the stage centre; the image is drawn with
 * `translate(x, y) scale(scale)` about its own centre, which sits at the
 * stage centre. Points are given relative to the stage centre.
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface View extends Point {
  readonly scale: number;
}

/** Not zoomed, centred. */
export const IDENTITY: View = { scale: 1, x: 0, y: 0 };
/** Never smaller than fitted: a zoomed-out image would only leave more black. */
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** What a double tap zooms to. */
export const DOUBLE_TAP_SCALE = 2.5;
/** Two taps this close in time and place are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 30;

export const clampScale = (scale: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

export const isZoomed = (view: View): boolean => view.scale > MIN_SCALE;

/**
 * How far the image may move from centre at a scale: its edges never come
 * inside the stage, and an axis on which it fits stays centred.
 */
export function panLimit(image: Size, stage: Size, scale: number): Point {
  return {
    x: Math.max(0, (image.width * scale - stage.width) / 2),
    y: Math.max(0, (image.height * scale - stage.height) / 2),
  };
}

const clamp = (value: number, limit: number): number => Math.min(limit, Math.max(-limit, value)) || 0;

/** The view brought inside the scale limits and the pan bounds. */
export function clampView(view: View, image: Size, stage: Size): View {
  const scale = clampScale(view.scale);
  const limit = panLimit(image, stage, scale);
  return { scale, x: clamp(view.x, limit.x), y: clamp(view.y, limit.y) };
}

/** Scales to `scale` keeping the picture point under `at` where it is (the pinch or tap point). */
export function zoomAt(view: View, scale: number, at: Point, image: Size, stage: Size): View {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return clampView({ scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, image, stage);
}

/** A pinch: the picture point under the fingers' first midpoint follows their midpoint, scaled by their spread. */
export function pinchView(
  start: View,
  startMid: Point,
  startDistance: number,
  mid: Point,
  distance: number,
  image: Size,
  stage: Size,
): View {
  if (!(startDistance > 0)) return start;
  const scale = clampScale((start.scale * distance) / startDistance);
  const ratio = scale / start.scale;
  return clampView({ scale, x: mid.x - (startMid.x - start.x) * ratio, y: mid.y - (startMid.y - start.y) * ratio }, image, stage);
}

/** A one-finger drag while zoomed moves the picture, within its bounds. */
export function panView(start: View, dx: number, dy: number, image: Size, stage: Size): View {
  return clampView({ scale: start.scale, x: start.x + dx, y: start.y + dy }, image, stage);
}

/** A double tap zooms in at the tap, or back out when zoomed. */
export function doubleTapView(view: View, at: Point, image: Size, stage: Size): View {
  return isZoomed(view) ? IDENTITY : zoomAt(view, DOUBLE_TAP_SCALE, at, image, stage);
}

export interface Tap extends Point {
  /** Milliseconds, any clock. */
  readonly time: number;
}

/** Whether `tap` completes a double tap begun by `previous`. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  if (!previous) return false;
  return tap.time - previous.time <= DOUBLE_TAP_MS && Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_PX;
}
