import { useLayoutEffect, useRef, type RefObject } from 'react';
import { LIGHTBOX_OPEN_BODY_CLASSES } from './lightbox-constants';
import type { FocusReturnTarget } from './lightbox-state';

export interface ModalDialogOptions {
  readonly active: boolean;
  /** Receives focus on open: the close control. */
  readonly initialFocus: RefObject<HTMLElement | null>;
  /** Receives focus back on close: the clicked item. */
  readonly returnFocus: FocusReturnTarget | null;
  /** The browser asked to close (Escape, a platform back gesture). */
  readonly onCloseRequest: () => void;
}

/**
 * Keeps a native `<dialog>` in step with the lightbox state: `showModal()`
 * (top layer, page behind inert) and the body class while active; on close,
 * the body class goes and focus returns to the opener.
 */
export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, options: ModalDialogOptions): void {
  // Refs, so the effect runs once per open and close, not on every render.
  const latest = useRef(options);
  latest.current = options;

  // A layout effect: the dialog opens, takes focus and listens in the same
  // commit as the render, so a key pressed right after the click is not lost.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!options.active || !dialog) return;
    const body = dialog.ownerDocument.body;
    const returnFocus = latest.current.returnFocus;
    // The state is the source of truth: the browser's own close requests go
    // through it, and a close that happened anyway (no cancel event) syncs it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onCloseRequest();
    };
    const onClose = () => latest.current.onCloseRequest();

    if (!dialog.open) {
      // Guarded so that an old browser without <dialog> still shows it, non-modal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    body.classList.add(...LIGHTBOX_OPEN_BODY_CLASSES);
    latest.current.initialFocus.current?.focus();
    const effect = new AbortController();
    dialog.addEventListener('cancel', onCancel, { signal: effect.signal });
    dialog.addEventListener('close', onClose, { signal: effect.signal });

    return () => {
      // First, so that closing the dialog below does not call back into a gone component.
      effect.abort();
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      body.classList.remove(...LIGHTBOX_OPEN_BODY_CLASSES);
      returnFocus?.focus();
    };
  }, [options.active, dialogRef]);
}
