import { LIGHTBOX_DEFAULT_TITLE, lightboxDefaultCaption } from '../../constants/gallery-constants';

/**
 * Gallery image item (forms-addon.md §3), read from the data attributes of each
 * `.eacf7-gallery-item` (our markup: see MARKUP.md).
 */
export interface GalleryImage {
  /** Full-size image URL (`data-src`). */
  readonly src: string;
  /** `data-title`, or "Image". */
  readonly title: string;
  /** `data-caption`, or "i / total" (1-based). */
  readonly caption: string;
}

/** What the lightbox holds: the clicked item's own grid and the current index (§3). */
export interface LightboxState {
  readonly images: readonly GalleryImage[];
  readonly index: number;
}

/** Raw attribute values of one item, as `getAttribute` returns them. */
export interface GalleryItemAttributes {
  readonly src?: string | null;
  readonly title?: string | null;
  readonly caption?: string | null;
}

/**
 * Images of one grid, in order: items without a `data-src` are skipped, and the
 * defaults (§9) are computed over the kept items so "i / total" counts only
 * images the lightbox can show.
 */
export function galleryImagesFromItems(items: readonly GalleryItemAttributes[]): GalleryImage[] {
  const kept = items.filter((item) => typeof item.src === 'string' && item.src.trim() !== '');
  return kept.map((item, index) => ({
    src: (item.src as string).trim(),
    title: item.title?.trim() || LIGHTBOX_DEFAULT_TITLE,
    caption: item.caption?.trim() || lightboxDefaultCaption(index, kept.length),
  }));
}
