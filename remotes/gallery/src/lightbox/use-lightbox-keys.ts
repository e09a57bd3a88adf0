import { useLayoutEffect, useRef, type RefObject } from 'react';
import { lightboxCommandForKey, type LightboxCommand } from './lightbox-keys';

export type LightboxCommands = Readonly<Record<LightboxCommand, () => void>>;

/**
 * While active, Escape closes and the arrows page (forms-addon.md §4).
 * Listens on the document, not the dialog: a click on the image moves focus
 * to the body, and the keys must keep working then. A layout effect, so
 * that a key pressed right after the opening click is heard.
 */
export function useLightboxKeys(
  dialogRef: RefObject<HTMLElement | null>,
  active: boolean,
  commands: LightboxCommands,
): void {
  const latest = useRef(commands);
  latest.current = commands;

  useLayoutEffect(() => {
    const doc = dialogRef.current?.ownerDocument;
    if (!active || !doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = lightboxCommandForKey(event);
      if (!command) return;
      // No page scroll for arrows; no native cancel for Escape (already handled).
      event.preventDefault();
      latest.current[command]();
    };
    const effect = new AbortController();
    doc.addEventListener('keydown', onKeyDown, { signal: effect.signal });
    return () => effect.abort();
  }, [dialogRef, active]);
}
