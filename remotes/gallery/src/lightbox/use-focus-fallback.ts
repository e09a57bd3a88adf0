import { useLayoutEffect, useRef, type RefObject } from 'react';

export interface FocusFallbackRefs {
  readonly dialog: RefObject<HTMLDialogElement | null>;
  readonly prev: RefObject<HTMLElement | null>;
  readonly next: RefObject<HTMLElement | null>;
  readonly close: RefObject<HTMLElement | null>;
}

/**
 * Paging to the first or last image hides the control that was just pressed;
 * a hidden element loses focus to the page body. Move focus to the opposite
 * arrow, or to Close when there is no other image, so keyboard users keep
 * their place. Runs on page turns only: opening focuses Close on its own.
 */
export function useFocusFallback(refs: FocusFallbackRefs, index: number | null): void {
  const previousIndex = useRef(index);

  useLayoutEffect(() => {
    const turned = index !== null && previousIndex.current !== null && index !== previousIndex.current;
    previousIndex.current = index;
    const dialog = refs.dialog.current;
    if (!turned || !dialog) return;
    const focused = dialog.ownerDocument.activeElement as HTMLElement | null;
    if (focused && focused !== dialog && dialog.contains(focused) && !focused.hidden) return;
    const target = [refs.prev.current, refs.next.current, refs.close.current].find((el) => el && !el.hidden);
    target?.focus();
  }, [index, refs]);
}
