import { createDomRestorer } from '../dom/dom-restorer';
import { focusSoon } from '../dom/focus-soon';
import { prefersReducedMotion } from '../core/reduced-motion';
import { announceOpened, closeWhenOtherOpens } from '../menus/menu-events';
import { SEARCH_OVERLAY_LOCK_MS, overlayRequest, type OverlayState } from './search-overlay-core';

/** The parts of a search overlay and the classes each state puts on them. */
export interface SearchOverlayParts {
  /** Opens the overlay (`#et_search_icon`, `.et_pb_menu__search-button`). */
  opener: HTMLElement;
  /** The overlay (`.et_search_form_container`, `.et_pb_menu__search-container`). */
  overlay: HTMLElement;
  /** The search field that takes focus. */
  input: HTMLElement | null;
  /** Closes it (`.et_close_search_field`, `.et_pb_menu__close-search-button`). */
  closer: HTMLElement | null;
  /** What the overlay hides while open (the menu): inert then. */
  covered: HTMLElement | null;
  classes: {
    overlayOpen: string[];
    overlayClosed: string[];
    overlayAnimating: string | null;
    coveredOpen: string[];
    coveredClosed: string[];
  };
  /** Accessible name of the dialog and of the opener. */
  label: string;
}

/**
 * The header's search overlay (theme-frontend.md §4 "Search overlay"): opens
 * on the search button, closes on the close button, Escape, focus leaving it
 * ("blur") or a click outside; locked for 1000 ms while it animates (a close
 * asked for meanwhile happens when the lock ends); opening it closes the
 * mobile menu. It is a labelled dialog; the menu it covers is inert while it is
 * open, and the overlay is inert while closed, so focus never sits behind it.
 */
export function createSearchOverlay(parts: SearchOverlayParts, signal: AbortSignal): void {
  const { opener, overlay, input, closer, covered, classes, label } = parts;
  const doc = overlay.ownerDocument;
  const win = doc.defaultView!;
  const restorer = createDomRestorer();
  signal.addEventListener('abort', () => restorer.restore(), { once: true });
  const lockMs = prefersReducedMotion(win) ? 0 : SEARCH_OVERLAY_LOCK_MS;
  const state: OverlayState = { open: false, since: -Infinity };
  let pending: ReturnType<typeof setTimeout> | undefined;
  let animating: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener('abort', () => {
    clearTimeout(pending);
    clearTimeout(animating);
  }, { once: true });

  restorer.attr(overlay, 'role', 'dialog');
  restorer.attr(overlay, 'aria-label', label);
  restorer.attr(overlay, 'inert', '');
  if (!overlay.id) restorer.attr(overlay, 'id', 'cmsmf-search-overlay');
  for (const [button, name] of [[opener, label], [closer, `Close ${label.toLowerCase()}`]] as const) {
    if (!button) continue;
    if (!button.matches('button')) {
      restorer.attr(button, 'role', 'button');
      restorer.attr(button, 'tabindex', '0');
    }
    if (!button.textContent?.trim() && !button.getAttribute('aria-label')) restorer.attr(button, 'aria-label', name);
  }
  // A field named only by its `title` (the theme's markup) gets that name as its label.
  if (input && !input.getAttribute('aria-label') && !input.getAttribute('aria-labelledby') && !(input as HTMLInputElement).labels?.length) {
    restorer.attr(input, 'aria-label', input.getAttribute('title')?.replace(/:\s*$/, '') || input.getAttribute('placeholder') || label);
  }
  restorer.attr(opener, 'aria-controls', overlay.id);
  restorer.attr(opener, 'aria-expanded', 'false');

  const apply = (open: boolean) => {
    state.open = open;
    state.since = lockMs > 0 ? performance.now() : -Infinity;
    classes.overlayOpen.forEach((name) => restorer.toggleClass(overlay, name, open));
    classes.overlayClosed.forEach((name) => restorer.toggleClass(overlay, name, !open));
    if (covered) {
      classes.coveredOpen.forEach((name) => restorer.toggleClass(covered, name, open));
      classes.coveredClosed.forEach((name) => restorer.toggleClass(covered, name, !open));
    }
    if (classes.overlayAnimating && lockMs > 0) {
      const animatingClass = classes.overlayAnimating;
      restorer.toggleClass(overlay, animatingClass, true);
      clearTimeout(animating);
      animating = setTimeout(() => overlay.classList.remove(animatingClass), lockMs);
    }
    opener.setAttribute('aria-expanded', String(open));
    restorer.attr(overlay, 'inert', open ? null : '');
    if (covered) restorer.attr(covered, 'inert', open ? '' : null);
    if (open) {
      announceOpened(doc, overlay);
      const field = input ?? closer;
      if (field) focusSoon(field, () => state.open);
    }
  };
  const request = (open: boolean, focusOpener = false) => {
    clearTimeout(pending);
    const { act, waitMs } = overlayRequest(state, open, performance.now());
    if (act) {
      const hadFocus = overlay.contains(doc.activeElement);
      apply(open);
      if (!open && (focusOpener || hadFocus)) opener.focus();
    } else if (waitMs > 0) {
      pending = setTimeout(() => request(open, focusOpener), waitMs);
    }
  };

  opener.addEventListener('click', (event) => {
    event.preventDefault();
    request(true);
  }, { signal });
  opener.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    request(true);
  }, { signal });
  closer?.addEventListener('click', (event) => {
    event.preventDefault();
    request(false, true);
  }, { signal });
  closer?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    request(false, true);
  }, { signal });
  overlay.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    request(false, true);
  }, { signal });
  // Blur: focus moving somewhere outside the overlay (not back to its opener) closes it.
  overlay.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !overlay.contains(next) && !opener.contains(next)) request(false);
  }, { signal });
  doc.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (state.open && !overlay.contains(target) && !opener.contains(target)) request(false);
  }, { capture: true, passive: true, signal });
  closeWhenOtherOpens(doc, overlay, () => request(false), signal);
}
