import { defineModule } from '@cms-mf/shared-contracts';
import { createGalleryGrid } from './gallery-grid';
import { gallerySourceOf } from './gallery-source';
import type { OpenRequest } from './lightbox-state';
import { overlayLoader } from './overlay-loader';
import { plainLinkOf } from './plain-link';

/**
 * `./lightbox`: mounted once per `.eacf7-gallery` grid and once per page
 * builder gallery (`.et_pb_gallery`, read through its own adapter,
 * gallery-source.ts): one lightbox for both markups. The mount itself is
 * small, as PhotoSwipe's entry is: the grid's listeners and nothing of the
 * dialog. The page's one overlay (the dialog, its store, its UI library) is a
 * chunk of its own, loaded right after the first mount so that the first open
 * is instant, and awaited by an open that comes before it is there. It makes no
 * network calls (forms-addon.md §7), so it never asks for `ctx.client()`.
 */
export const lightboxModule = defineModule((el, ctx, signal) => {
  // The grid's listeners and the overlay's hold take the mount's signal.
  const overlay = overlayLoader(el.ownerDocument, signal);
  const open = (request: OpenRequest) => {
    const ready = overlay.ready();
    if (ready) return ready.open(request);
    overlay.get().then(
      (store) => store?.open(request),
      (error: unknown) => {
        ctx.log.error('the lightbox did not load; the image opens as a plain link', error);
        const href = plainLinkOf(request.opener);
        if (href) el.ownerDocument.defaultView?.location.assign(href);
      },
    );
  };
  createGalleryGrid(el, { open, blocked: ctx.builder.active, signal, source: gallerySourceOf(el) });
  // Warm up at once: by the first click the dialog is there.
  overlay.get().catch(() => undefined); // A failed warm-up is reported, and retried, by the open that needs it.
});
