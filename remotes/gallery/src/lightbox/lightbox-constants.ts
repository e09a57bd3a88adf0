/**
 * The gallery's markup names (ours: the add-on has no gallery markup,
 * DESIGN.md §4) and the lightbox constants of forms-addon.md §2, §3, §4, §9.
 */

/** One image of a grid (`.eacf7-gallery`); items without a safe `data-src` are skipped. */
export const GALLERY_ITEM_SELECTOR = '.eacf7-gallery-item';
/** Id of the overlay; created on page load when the page does not render it (§2). */
export const LIGHTBOX_ID = 'eacf7-lightbox';
/** Body class while the lightbox is active: ours, which our styles key on. */
export const LIGHTBOX_OPEN_BODY_CLASS = 'eacf7-lightbox-open';
/**
 * Every body class while the lightbox is active: the spec's `lightbox-open`
 * (§4 "marks the page body as lightbox-open", which a theme's CSS may key on)
 * and ours.
 */
export const LIGHTBOX_OPEN_BODY_CLASSES: readonly string[] = ['lightbox-open', LIGHTBOX_OPEN_BODY_CLASS];
/** Id of the title heading, the dialog's accessible name. */
export const TITLE_ID = 'eacf7-lightbox-title';

/** Shown instead of an image that cannot load; the title stays above it. */
export const LIGHTBOX_LOAD_ERROR_TEXT = 'This image could not be loaded.';
/** Accessible name of the loading indicator. */
export const LIGHTBOX_LOADING_LABEL = 'Loading image';

/** Title shown when an item has no `data-title` (§9). */
export const LIGHTBOX_DEFAULT_TITLE = 'Image';

/** Caption shown when an item has no `data-caption`: "index / total", 1-based (§9). */
export function lightboxDefaultCaption(index: number, total: number): string {
  return `${index + 1} / ${total}`;
}

/** Legacy key codes the spec names (§9); `KeyboardEvent.keyCode` values. */
export const LIGHTBOX_KEY_CODES = { escape: 27, left: 37, right: 39 } as const;
