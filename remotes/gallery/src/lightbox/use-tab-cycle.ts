import { useLayoutEffect, type RefObject } from 'react';
import { nextFocusIndex } from './focus-cycle';

/**
 * Tab and Shift+Tab cycle through the dialog's visible buttons and wrap,
 * so focus never leaves the lightbox for the browser's UI.
 */
export function useTabCycle(dialogRef: RefObject<HTMLDialogElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>('button')].filter((b) => !b.hidden);
      const current = controls.indexOf(dialog.ownerDocument.activeElement as HTMLElement);
      const target = controls[nextFocusIndex(controls.length, current, event.shiftKey)];
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    // On the document: after a click on the image focus sits on the body,
    // and Tab must still land inside the dialog.
    const doc = dialog.ownerDocument;
    const effect = new AbortController();
    doc.addEventListener('keydown', onKeyDown, { signal: effect.signal });
    return () => effect.abort();
  }, [dialogRef, active]);
}
