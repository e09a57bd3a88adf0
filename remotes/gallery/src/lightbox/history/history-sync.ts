import type { LightboxStore } from '../lightbox-state';
import { hashWithImage, withHash } from './image-address';

/** Marks the history entries the lightbox pushed: `{ [HISTORY_KEY]: entry id }`. */
export const HISTORY_KEY = 'eacf7Lightbox';

interface OwnEntry {
  readonly id: string;
  /** The address before opening, given back on close. */
  readonly returnUrl: string;
}

const entryIdOf = (state: unknown): string | null => {
  const id = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[HISTORY_KEY] : undefined;
  return typeof id === 'string' ? id : null;
};

/**
 * Keeps the browser history in step with the lightbox: opening
 * pushes an entry whose address names the image, so Back (and the Android back
 * gesture) closes the lightbox instead of leaving the page; paging replaces
 * it; closing goes back to the entry before, which restores the address.
 * An address that already names the image (a deep link) is first replaced by
 * the page's own, so Back from a deep link stays on the page.
 */
export function syncHistory(win: Window, store: LightboxStore, signal: AbortSignal): void {
  const { history, location } = win;
  let own: OwnEntry | null = null;
  let closingFromHistory = false;
  let count = 0;

  const onChange = () => {
    const state = store.state();
    if (state.status === 'active') {
      const returnUrl = own?.returnUrl ?? withHash(location.href, hashWithImage(location.hash, state.grid, null));
      const url = withHash(returnUrl, hashWithImage(new URL(returnUrl).hash, state.grid, state.index));
      if (own) return history.replaceState(history.state, '', url);
      const adopted = entryIdOf(history.state);
      if (adopted !== null) {
        // Forward, or a reload, onto an entry this lightbox pushed: it is ours already.
        own = { id: adopted, returnUrl };
        return history.replaceState(history.state, '', url);
      }
      if (location.href !== returnUrl) history.replaceState(history.state, '', returnUrl);
      own = { id: `${Date.now().toString(36)}-${(count += 1)}`, returnUrl };
      return history.pushState({ [HISTORY_KEY]: own.id }, '', url);
    }
    if (!own) return;
    const closed = own;
    own = null;
    if (closingFromHistory) return;
    if (entryIdOf(history.state) === closed.id) history.back();
    else history.replaceState(history.state, '', closed.returnUrl);
  };

  // Back or Forward left the lightbox's entry: close without touching the history again.
  const onPopState = () => {
    if (!own || entryIdOf(history.state) === own.id) return;
    closingFromHistory = true;
    try {
      store.close();
    } finally {
      closingFromHistory = false;
    }
  };

  const unsubscribe = store.subscribe(onChange);
  signal.addEventListener(
    'abort',
    () => {
      unsubscribe();
      // The last grid left the page while open: the address no longer names an image it has.
      if (own) history.replaceState(history.state, '', own.returnUrl);
      own = null;
    },
    { once: true },
  );
  win.addEventListener('popstate', onPopState, { signal });
}
