import type { LightboxStore } from './lightbox-state';
import type { acquireOverlay } from './overlay-host';

/** One mount's way to the page's overlay. */
export interface OverlayLoader {
  /** The overlay's store once its chunk has run, else null: an open then needs no wait. */
  readonly ready: () => LightboxStore | null;
  /** The overlay's store once its chunk has run; null after the mount ended. A failed download is forgotten: the next call tries again. */
  get(): Promise<LightboxStore | null>;
}

/**
 * Loads the overlay (overlay-host.tsx: the dialog, its store and its UI
 * library, a chunk of its own) on first use and takes one hold on it for the
 * mount, released with `signal`. Every grid of a page shares the one overlay.
 */
export function overlayLoader(
  doc: Document,
  signal: AbortSignal,
  load: () => Promise<{ readonly acquireOverlay: typeof acquireOverlay }> = () => import(/* webpackChunkName: "lightbox-overlay" */ './overlay-host'),
): OverlayLoader {
  let pending: Promise<LightboxStore | null> | null = null;
  let store: LightboxStore | null = null;
  return {
    ready: () => (signal.aborted ? null : store),
    get() {
      pending ??= load().then(
        ({ acquireOverlay }) => {
          if (signal.aborted) return null;
          const lease = acquireOverlay(doc);
          signal.addEventListener('abort', () => lease.release(), { once: true });
          store = lease.store;
          return store;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
