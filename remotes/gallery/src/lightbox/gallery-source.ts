import { GALLERY_ITEM_SELECTOR } from './lightbox-constants';
import { BUILDER_GALLERY_ITEM_SELECTOR, readBuilderGalleryItems } from './read-builder-gallery-items';
import { readGalleryItems, type GalleryEntry } from './read-gallery-items';

/** One markup the lightbox reads its items from. */
export interface GallerySource {
  /** The elements a click (or Enter and Space) opens, one per image. */
  readonly itemSelector: string;
  /** The grid's valid items, in order. */
  readonly read: (grid: Element, baseUrl: string) => GalleryEntry<Element>[];
  /**
   * Whether the open image goes into the address as `#{grid id}|{n}`. The
   * builder's gallery already keeps its page there under its id
   * (MARKUP-FACTS §1.4 `id|page`, the theme's paging): its lightbox takes a
   * history entry, so Back still closes it, but names no image.
   */
  readonly addressed: boolean;
}

/** Our own grids (`.eacf7-gallery`, shared-contracts/MARKUP.md). */
export const ADDON_GALLERY: GallerySource = { itemSelector: GALLERY_ITEM_SELECTOR, read: readGalleryItems, addressed: true };

/** The page builder's gallery module (`.et_pb_gallery`, grid and fullwidth). */
export const BUILDER_GALLERY: GallerySource = { itemSelector: BUILDER_GALLERY_ITEM_SELECTOR, read: readBuilderGalleryItems, addressed: false };

/** The source for a mounted element: the builder's gallery by its class, else ours. */
export function gallerySourceOf(grid: Element): GallerySource {
  return grid.classList.contains('et_pb_gallery') ? BUILDER_GALLERY : ADDON_GALLERY;
}
