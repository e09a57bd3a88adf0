import { DIM_PROPERTY, SETTLING_CLASS, SWIPE_ATTRIBUTE } from './gesture-names';
import { dragOffsetX, dragOffsetY, lockAxis, swipeOutcome, type Axis } from './swipe-math';
import {
  IDENTITY,
  clampView,
  doubleTapView,
  isDoubleTap,
  isZoomed,
  panView,
  pinchView,
  zoomAt,
  type Point,
  type Size,
  type Tap,
  type View,
} from './zoom-math';

/** What the gestures act on, read fresh at each gesture: the image element changes with the image. */
export interface GestureTarget {
  /** The box the image is drawn in: moved and scaled. */
  frame(): HTMLElement | null;
  /** The room the image has; the frame sits at its centre. */
  stage(): HTMLElement | null;
  hasPrev(): boolean;
  hasNext(): boolean;
  prev(): void;
  next(): void;
  close(): void;
}

export interface GestureController {
  /** Zooms about the stage centre (the `+` and `-` keys). */
  zoomBy(factor: number): void;
  /** Back to fitted (the `0` key). */
  zoomReset(): void;
  /** A new image is shown: it starts fitted and centred. */
  reset(): void;
  /** Whether a drag just ended: the click the browser sends after it is no backdrop click. */
  takeDragClick(): boolean;
}


type Mode = 'idle' | 'pending' | 'ignored' | Axis | 'pan' | 'pinch';

interface Sample extends Point {
  readonly time: number;
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Touch on the lightbox: a horizontal swipe turns the page with the
 * arrows' end rules and a small resistance at the ends, a swipe down closes,
 * pinch and double tap zoom, and a drag pans a zoomed image within its bounds.
 * The rules are in swipe-math.ts and zoom-math.ts; this wires pointer events
 * to them and writes one transform per move. Mice get double-click zoom and
 * drag-to-pan but no swipe: they have the arrows. Every listener takes `signal`.
 */
export function createGestureController(dialog: HTMLElement, target: GestureTarget, signal: AbortSignal): GestureController {
  const pointers = new Map<number, Point>();
  let mode: Mode = 'idle';
  let view: View = IDENTITY;
  let start: Sample & { readonly view: View } = { x: 0, y: 0, time: 0, view };
  let pinch = { mid: { x: 0, y: 0 }, distance: 0 };
  let samples: Sample[] = [];
  let dragged = false;
  let lastTap: Tap | null = null;

  const measure = (): { image: Size; stage: Size; centre: Point } | null => {
    const frame = target.frame();
    const stage = target.stage();
    if (!frame || !stage) return null;
    const rect = stage.getBoundingClientRect();
    return {
      image: { width: frame.offsetWidth, height: frame.offsetHeight },
      stage: { width: rect.width, height: rect.height },
      centre: { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 },
    };
  };

  const paint = (dx = 0, dy = 0, settle = false, dim = 1): void => {
    const frame = target.frame();
    dialog.style.setProperty(DIM_PROPERTY, String(dim));
    if (!frame) return;
    frame.classList.toggle(SETTLING_CLASS, settle);
    const moved = isZoomed(view) || view.x !== 0 || view.y !== 0 || dx !== 0 || dy !== 0;
    frame.style.transform = moved ? `translate(${view.x + dx}px, ${view.y + dy}px) scale(${view.scale})` : '';
  };

  const relative = (point: Point, centre: Point): Point => ({ x: point.x - centre.x, y: point.y - centre.y });

  const beginSingle = (point: Point, time: number): void => {
    start = { ...point, time, view };
    samples = [{ ...point, time }];
  };

  const beginPinch = (): void => {
    const [a, b] = [...pointers.values()];
    const geometry = measure();
    if (!a || !b || !geometry) return;
    mode = 'pinch';
    dragged = true;
    start = { ...start, view };
    pinch = { mid: relative(midpoint(a, b), geometry.centre), distance: distance(a, b) };
  };

  const onPointerDown = (event: PointerEvent): void => {
    if (event.button !== 0 || (event.target as Element | null)?.closest?.('button')) return;
    if (pointers.size === 0) {
      dragged = false;
      dialog.removeAttribute(SWIPE_ATTRIBUTE);
    }
    if (pointers.size >= 2) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) {
      mode = 'pending';
      beginSingle({ x: event.clientX, y: event.clientY }, event.timeStamp);
    } else if (event.pointerType !== 'mouse') {
      paint();
      beginPinch();
    }
  };

  const onPointerMove = (event: PointerEvent): void => {
    if (!pointers.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, point);
    if (mode === 'pinch') {
      const [a, b] = [...pointers.values()];
      const geometry = measure();
      if (!a || !b || !geometry) return;
      view = pinchView(start.view, pinch.mid, pinch.distance, relative(midpoint(a, b), geometry.centre), distance(a, b), geometry.image, geometry.stage);
      return paint();
    }
    samples = [...samples.slice(-4), { ...point, time: event.timeStamp }];
    const dx = point.x - start.x;
    const dy = point.y - start.y;
    if (mode === 'pending') {
      const axis = lockAxis(dx, dy);
      if (axis === null) return;
      dragged = true;
      mode = isZoomed(view) ? 'pan' : event.pointerType === 'mouse' ? 'ignored' : axis;
    }
    if (mode === 'x') paint(dragOffsetX(dx, target.hasPrev(), target.hasNext()), 0);
    else if (mode === 'y') {
      const height = target.stage()?.clientHeight || 1;
      paint(0, dragOffsetY(dy), false, 1 - Math.min(0.6, Math.max(0, dy) / height));
    } else if (mode === 'pan') {
      const geometry = measure();
      if (!geometry) return;
      view = panView(start.view, dx, dy, geometry.image, geometry.stage);
      paint();
    }
  };

  /** Pixels per millisecond over the last samples, along an axis. */
  const velocity = (axis: Axis): number => {
    const first = samples[0];
    const last = samples[samples.length - 1];
    if (!first || !last || last.time <= first.time) return 0;
    return (last[axis] - first[axis]) / (last.time - first.time);
  };

  const endDrag = (axis: Axis, point: Point, cancelled: boolean): void => {
    const stage = target.stage();
    const outcome = cancelled
      ? 'none'
      : swipeOutcome({
          axis,
          dx: point.x - start.x,
          dy: point.y - start.y,
          velocity: velocity(axis),
          width: stage?.clientWidth ?? 0,
          height: stage?.clientHeight ?? 0,
          hasPrev: target.hasPrev(),
          hasNext: target.hasNext(),
        });
    if (outcome === 'none') return paint(0, 0, true);
    paint();
    if (outcome === 'close') return target.close();
    dialog.setAttribute(SWIPE_ATTRIBUTE, outcome);
    if (outcome === 'next') target.next();
    else target.prev();
  };

  const onTap = (event: PointerEvent): void => {
    const tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    const frame = target.frame();
    if (!frame?.contains(event.target as Node)) return void (lastTap = null);
    if (!isDoubleTap(lastTap, tap)) return void (lastTap = tap);
    lastTap = null;
    const geometry = measure();
    if (!geometry) return;
    view = doubleTapView(view, relative(tap, geometry.centre), geometry.image, geometry.stage);
    paint(0, 0, true);
  };

  const onPointerEnd = (event: PointerEvent): void => {
    const point = pointers.get(event.pointerId);
    if (!point) return;
    pointers.delete(event.pointerId);
    const cancelled = event.type === 'pointercancel';
    if (mode === 'pinch') {
      const rest = [...pointers.values()][0];
      if (rest) {
        // One finger stays: it pans on from where it is.
        mode = 'pan';
        beginSingle(rest, event.timeStamp);
      } else mode = 'idle';
      return;
    }
    if (pointers.size > 0) return;
    const was = mode;
    mode = 'idle';
    if (was === 'x' || was === 'y') endDrag(was, { x: event.clientX, y: event.clientY }, cancelled);
    else if (was === 'pending' && !cancelled) onTap(event);
  };

  // Nothing in the lightbox scrolls: a move it sees is its own, never the
  // page's scroll, pull-to-refresh or history swipe (with touch-action: none in CSS).
  const onTouchMove = (event: TouchEvent): void => {
    if (event.cancelable) event.preventDefault();
  };

  // The slide-in is over: a later turn by key must not slide.
  const onAnimationEnd = (event: AnimationEvent): void => {
    if (event.animationName === 'eacf7-lightbox-slide') dialog.removeAttribute(SWIPE_ATTRIBUTE);
  };

  dialog.addEventListener('pointerdown', onPointerDown, { signal });
  dialog.addEventListener('pointermove', onPointerMove, { signal });
  dialog.addEventListener('pointerup', onPointerEnd, { signal });
  dialog.addEventListener('pointercancel', onPointerEnd, { signal });
  dialog.addEventListener('touchmove', onTouchMove, { signal, passive: false });
  dialog.addEventListener('animationend', onAnimationEnd, { signal });

  const zoomTo = (next: (geometry: { image: Size; stage: Size }) => View): void => {
    const geometry = measure();
    if (!geometry) return;
    view = next(geometry);
    paint(0, 0, true);
  };

  return {
    zoomBy: (factor) => zoomTo((g) => zoomAt(view, view.scale * factor, { x: 0, y: 0 }, g.image, g.stage)),
    zoomReset: () => zoomTo((g) => clampView(IDENTITY, g.image, g.stage)),
    reset() {
      view = IDENTITY;
      pointers.clear();
      mode = 'idle';
      lastTap = null;
      dialog.style.removeProperty(DIM_PROPERTY);
    },
    takeDragClick() {
      const was = dragged;
      dragged = false;
      return was;
    },
  };
}
