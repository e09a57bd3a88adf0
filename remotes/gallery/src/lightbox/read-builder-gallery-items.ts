import { safeResourceUrl } from '@cms-mf/shared-contracts/rules';
import type { GalleryEntry, GridLike } from './read-gallery-items';

/**
 * The page builder's gallery module (`.et_pb_gallery`, MARKUP-FACTS §1.5): the
 * builder opens `.et_pb_gallery_image a` in its gallery-mode lightbox, the
 * link's `href` being the full image. The markup is the builder's, not ours,
 * so these names are spelled here and nowhere else.
 */
export const BUILDER_GALLERY_ITEM_SELECTOR = '.et_pb_gallery_image a';
const BUILDER_ITEM = '.et_pb_gallery_item';
const BUILDER_TITLE = '.et_pb_gallery_title';
const BUILDER_CAPTION = '.et_pb_gallery_caption';

/** What is read off a text node of an item (its title or caption). */
export interface TextLike {
  readonly textContent: string | null;
}

/** What is read off a gallery item's wrapper. */
export interface BuilderItemLike {
  querySelector(selector: string): TextLike | null;
}

/** What is read off an image link. */
export interface BuilderLinkLike {
  getAttribute(name: string): string | null;
  closest(selector: string): BuilderItemLike | null;
}

/**
 * Reads a builder gallery's image links in document order, as the builder's
 * lightbox lists them: the full image from the link's `href` (links with an
 * unsafe one are skipped, keep their default and take no position), the title
 * and caption from the item's `.et_pb_gallery_title` and `.et_pb_gallery_caption`.
 * Without a title the lightbox names the image by its thumbnail's `alt`
 * (read-thumbnail.ts), as the `.eacf7-gallery` items do. Read on every click:
 * the theme pages the grid, and pages can be swapped in.
 */
export function readBuilderGalleryItems<E extends BuilderLinkLike>(grid: GridLike<E>, baseUrl: string): GalleryEntry<E>[] {
  const entries: GalleryEntry<E>[] = [];
  for (const element of grid.querySelectorAll(BUILDER_GALLERY_ITEM_SELECTOR)) {
    const src = safeResourceUrl(element.getAttribute('href'), baseUrl);
    if (src === null) continue;
    const item = element.closest(BUILDER_ITEM);
    entries.push({ element, image: { src, title: textOf(item, BUILDER_TITLE), caption: textOf(item, BUILDER_CAPTION) } });
  }
  return entries;
}

/** Blank text counts as absent, so the lightbox's defaults apply. */
function textOf(item: BuilderItemLike | null, selector: string): string | undefined {
  return item?.querySelector(selector)?.textContent?.trim() || undefined;
}
