import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Size } from './gestures/zoom-math';

export interface StageSize {
  /** The room for the image. */
  readonly box: Size;
  /** The dialog, which fills the viewport. */
  readonly viewport: Size;
}

const sizeOf = (el: Element): Size => ({ width: el.clientWidth, height: el.clientHeight });

/**
 * The stage's and the viewport's size while the lightbox is active, kept up to
 * date on resize and rotation. Null until measured, and where ResizeObserver is
 * missing: CSS limits then size the image.
 */
export function useStageSize(stageRef: RefObject<HTMLElement | null>, active: boolean): StageSize | null {
  const [size, setSize] = useState<StageSize | null>(null);
  useLayoutEffect(() => {
    const stage = stageRef.current;
    const dialog = stage?.closest('dialog');
    const win = stage?.ownerDocument.defaultView;
    if (!active || !stage || !dialog || typeof win?.ResizeObserver !== 'function') return;
    const measure = () => {
      const box = sizeOf(stage);
      const viewport = sizeOf(dialog);
      setSize((old) =>
        old && old.box.width === box.width && old.box.height === box.height && old.viewport.width === viewport.width && old.viewport.height === viewport.height
          ? old
          : { box, viewport },
      );
    };
    measure();
    const observer = new win.ResizeObserver(measure);
    observer.observe(stage);
    observer.observe(dialog);
    return () => observer.disconnect();
  }, [stageRef, active]);
  return size;
}
