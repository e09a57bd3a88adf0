import { useAtomValue, useSetAtom } from 'jotai/react';
import { useMemo, useRef, type MouseEvent } from 'react';
import { buildLabel } from './build-label';
import { TITLE_ID } from './lightbox-constants';
import { hasNext, hasPrev, imageCaption, imageTitle, neighbourSources } from './lightbox-core';
import { closeAtom, lightboxAtom, nextAtom, openerAtom, prevAtom, type LightboxStore } from './lightbox-state';
import { LightboxView } from './lightbox-view';
import { usePreload } from './use-preload';
import { useFocusFallback } from './use-focus-fallback';
import { useLightboxKeys } from './use-lightbox-keys';
import { useModalDialog } from './use-modal-dialog';
import { useTabCycle } from './use-tab-cycle';

/**
 * The one lightbox of the page: a native modal `<dialog>` that every grid
 * opens through the shared store. Rendered once, closed until a grid opens it.
 */
export function LightboxDialog({ store }: { readonly store: LightboxStore }) {
  const state = useAtomValue(lightboxAtom, { store });
  const opener = useAtomValue(openerAtom, { store });
  const close = useSetAtom(closeAtom, { store });
  const prev = useSetAtom(prevAtom, { store });
  const next = useSetAtom(nextAtom, { store });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(
    () => ({ dialog: dialogRef, close: closeRef, prev: prevRef, next: nextRef }),
    [dialogRef, closeRef, prevRef, nextRef],
  );
  // A click closes only when it both began and ended on the backdrop, so a
  // drag that starts on the image or the caption text and ends outside does not.
  const pressedOnBackdrop = useRef(false);
  const active = state.status === 'active';

  useModalDialog(dialogRef, { active, initialFocus: closeRef, returnFocus: opener, onCloseRequest: close });
  useLightboxKeys(dialogRef, active, { close, prev, next });
  useTabCycle(dialogRef, active);
  useFocusFallback(refs, active ? state.index : null);
  usePreload(neighbourSources(state));

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
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
          src={image.src}
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
        />
      ) : null}
    </dialog>
  );
}
