import { safeResourceUrl } from '@cms-mf/shared-contracts/rules';
import { GALLERY_ITEM_SELECTOR } from './lightbox-constants';
import type { GalleryImage } from './lightbox-core';
import { safeSizes, safeSrcset } from './safe-srcset';

/** The one thing read off an item, so the rule runs in Node without a DOM. */
export interface ItemLike {
  getAttribute(name: string): string | null;
}

export interface GridLike<E extends ItemLike> {
  querySelectorAll(selector: string): Iterable<E>;
}

/** A valid item: its element (to find the clicked position, to return focus) and its image. */
export interface GalleryEntry<E> {
  readonly element: E;
  readonly image: GalleryImage;
}

/**
 * Reads a grid's items in document order, keeping only those with a safe
 * `data-src`: a skipped item opens nothing and takes no position in the list.
 * Read on every click rather than at mount, because grids change after load
 * (ajax pagination, filtering).
 */
export function readGalleryItems<E extends ItemLike>(grid: GridLike<E>, baseUrl: string): GalleryEntry<E>[] {
  const entries: GalleryEntry<E>[] = [];
  for (const element of grid.querySelectorAll(GALLERY_ITEM_SELECTOR)) {
    const src = safeResourceUrl(element.getAttribute('data-src'), baseUrl);
    if (src === null) continue;
    entries.push({
      element,
      image: {
        src,
        title: optionalText(element, 'data-title'),
        caption: optionalText(element, 'data-caption'),
        srcset: safeSrcset(element.getAttribute('data-srcset'), baseUrl),
        sizes: safeSizes(element.getAttribute('data-sizes')),
      },
    });
  }
  return entries;
}

/** Blank text counts as absent, so the spec's defaults apply to `data-title=""` too. */
function optionalText(element: ItemLike, name: string): string | undefined {
  return element.getAttribute(name)?.trim() || undefined;
}
