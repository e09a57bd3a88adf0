import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { GestureController, GestureTarget } from './gesture-controller';

/** Devices with a touch screen: they fetch the gesture code as the lightbox opens, before the first swipe. */
const TOUCH_QUERY = '(any-pointer: coarse)';

/**
 * The lightbox's gestures while it is active. The gesture code (touch, zoom,
 * pan) is its own chunk: a touch device fetches it on open; a mouse-only one
 * when it first presses the stage, double-clicks or zooms by key (the arrows,
 * Escape and the backdrop need none of it). The returned API queues calls
 * until the controller is there.
 */
export function useGestures(dialogRef: RefObject<HTMLElement | null>, active: boolean, target: GestureTarget): GestureController {
  const latest = useRef(target);
  latest.current = target;
  const controller = useRef<GestureController | null>(null);
  const load = useRef<(() => Promise<GestureController | null>) | null>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const win = dialog?.ownerDocument.defaultView;
    if (!active || !dialog || !win) return;
    const effect = new AbortController();
    // Through `latest`: the controller lives for one opening, the callbacks change with each render.
    const proxy: GestureTarget = {
      frame: () => latest.current.frame(),
      stage: () => latest.current.stage(),
      hasPrev: () => latest.current.hasPrev(),
      hasNext: () => latest.current.hasNext(),
      prev: () => latest.current.prev(),
      next: () => latest.current.next(),
      close: () => latest.current.close(),
    };
    let loading: Promise<GestureController | null> | null = null;
    load.current = () =>
      (loading ??= import(/* webpackChunkName: "lightbox-gestures" */ './gesture-controller').then(
        ({ createGestureController }) => {
          if (effect.signal.aborted) return null;
          controller.current = createGestureController(dialog, proxy, effect.signal);
          return controller.current;
        },
        () => {
          loading = null; // A failed download is tried again on the next press.
          return null;
        },
      ));
    if (win.matchMedia?.(TOUCH_QUERY).matches) void load.current();
    else {
      // A press on a control needs no gesture: only one on the image or around it fetches the code.
      const onPress = (event: Event) => {
        if (!(event.target as Element | null)?.closest?.('button')) void load.current?.();
      };
      dialog.addEventListener('pointerdown', onPress, { signal: effect.signal });
    }
    return () => {
      effect.abort();
      controller.current = null;
      load.current = null;
    };
  }, [dialogRef, active]);

  return useMemo<GestureController>(() => {
    const withController = (call: (c: GestureController) => void) => {
      if (controller.current) return call(controller.current);
      void load.current?.().then((c) => c && call(c));
    };
    return {
      zoomBy: (factor) => withController((c) => c.zoomBy(factor)),
      zoomReset: () => withController((c) => c.zoomReset()),
      reset: () => controller.current?.reset(),
      takeDragClick: () => controller.current?.takeDragClick() ?? false,
    };
  }, []);
}
