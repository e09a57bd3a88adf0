import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { buildLabel } from './build-label';
import { TITLE_ID } from './lightbox-constants';
import { KEY_ZOOM_FACTOR } from './gestures/gesture-names';
import { useGestures } from './gestures/use-gestures';
import { hasNext, hasPrev, imageCaption, imageLabel, imageTitle, neighbours } from './lightbox-core';
import type { LightboxStore } from './lightbox-state';
import { LightboxView } from './lightbox-view';
import { usePreload } from './use-preload';
import { useFocusFallback } from './use-focus-fallback';
import { useLightboxKeys } from './use-lightbox-keys';
import { useModalDialog } from './use-modal-dialog';
import { useStageSize } from './use-stage-size';
import { useTabCycle } from './use-tab-cycle';
import { useLightboxStore } from './use-lightbox-store';

/** What is not backdrop: the image (or its error box), its text and the controls. */
const NOT_BACKDROP = 'button, .eacf7-lightbox__frame, .eacf7-lightbox__error, .eacf7-lightbox__title, .eacf7-lightbox__caption';

const isBackdrop = (target: EventTarget | null): boolean => target instanceof Element && !target.closest(NOT_BACKDROP);

/**
 * The one lightbox of the page: a native modal `<dialog>` that every grid
 * opens through the shared store. Rendered once, closed until a grid opens it.
 */
export function LightboxDialog({ store }: { readonly store: LightboxStore }) {
  const view = useLightboxStore(store);
  const state = view.state();
  const opener = view.opener();
  const { close, prev, next } = store;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(
    () => ({ dialog: dialogRef, close: closeRef, prev: prevRef, next: nextRef }),
    [dialogRef, closeRef, prevRef, nextRef],
  );
  // A click closes only when it both began and ended on the backdrop (the dark
  // area outside the image, its text and the controls), so a drag that starts
  // on the image or the caption text and ends outside does not.
  const pressedOnBackdrop = useRef(false);
  const active = state.status === 'active';
  const index = active ? state.index : null;
  const size = useStageSize(stageRef, active);
  const gestures = useGestures(dialogRef, active, {
    frame: () => frameRef.current,
    stage: () => stageRef.current,
    hasPrev: () => hasPrev(state),
    hasNext: () => hasNext(state),
    prev,
    next,
    close,
  });

  useModalDialog(dialogRef, { active, initialFocus: closeRef, returnFocus: opener, onCloseRequest: close });
  useLightboxKeys(dialogRef, active, {
    close,
    prev,
    next,
    zoomIn: () => gestures.zoomBy(KEY_ZOOM_FACTOR),
    zoomOut: () => gestures.zoomBy(1 / KEY_ZOOM_FACTOR),
    zoomReset: () => gestures.zoomReset(),
  });
  useTabCycle(dialogRef, active);
  useFocusFallback(refs, index);
  // Each image starts fitted; the neighbours' files are fetched ahead, the size they will be shown at.
  useLayoutEffect(() => gestures.reset(), [gestures, index]);
  const sizes = size ? `${size.box.width}px` : undefined;
  usePreload(neighbours(state).map((image) => ({ src: image.src, srcset: image.srcset, sizes: image.sizes ?? sizes })));

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = isBackdrop(event.target);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dragged = gestures.takeDragClick();
    if (!dragged && isBackdrop(event.target) && pressedOnBackdrop.current) close();
    pressedOnBackdrop.current = false;
  };

  const image = active ? state.images[state.index] : undefined;
  return (
    <dialog
      ref={dialogRef}
      className="eacf7-lightbox__dialog"
      aria-modal="true"
      aria-labelledby={TITLE_ID}
      data-build={buildLabel()}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      {active && image ? (
        <LightboxView
          image={image}
          label={imageLabel(image)}
          title={imageTitle(image)}
          caption={imageCaption(image, state.index, state.images.length)}
          hasPrev={hasPrev(state)}
          hasNext={hasNext(state)}
          onClose={close}
          onPrev={prev}
          onNext={next}
          closeRef={closeRef}
          prevRef={prevRef}
          nextRef={nextRef}
          stageRef={stageRef}
          frameRef={frameRef}
          size={size}
        />
      ) : null}
    </dialog>
  );
}
