import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createGestureController, type GestureController, type GestureTarget } from './gesture-controller';

/** The lightbox's touch gestures while it is active; the controller's API for keys and clicks. */
export function useGestures(
  dialogRef: RefObject<HTMLElement | null>,
  active: boolean,
  target: GestureTarget,
): GestureController | null {
  const latest = useRef(target);
  latest.current = target;
  const [controller, setController] = useState<GestureController | null>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
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
    setController(createGestureController(dialog, proxy, effect.signal));
    return () => {
      effect.abort();
      setController(null);
    };
  }, [dialogRef, active]);

  return controller;
}
