import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import { createGalleryGrid } from './gallery-grid';
import { acquireOverlay } from './overlay-host';

/**
 * `./lightbox`: mounted once per `.eacf7-gallery` grid. Every grid shares the
 * page's one overlay; the last unmount removes it. It makes no network calls
 * (forms-addon.md §7), so it never asks for `ctx.client()`.
 */
export const lightboxModule: FeatureModule = {
  mount(el: Element, ctx: ModuleContext): Unmount {
    const lease = acquireOverlay(el.ownerDocument);
    // One controller per mount: the grid's listeners take its signal.
    const mount = new AbortController();
    createGalleryGrid(el, {
      open: (request) => lease.store.open(request),
      blocked: ctx.builder.active,
      signal: mount.signal,
    });
    return () => {
      if (mount.signal.aborted) return;
      mount.abort();
      lease.release();
    };
  },
};
