import { LIGHTBOX_DEFAULT_TITLE, lightboxDefaultCaption } from './lightbox-constants';

/** One gallery image item, read from an item's data attributes (forms-addon.md §3). */
export interface GalleryImage {
  /** Absolute, already checked URL of the full image. */
  readonly src: string;
  /** `data-title`; absent means the default title. */
  readonly title?: string;
  /** `data-caption`; absent means "i / total". */
  readonly caption?: string;
  /** `data-srcset`, checked and resolved: lets a phone pick a smaller file. */
  readonly srcset?: string;
  /** `data-sizes`; without it the lightbox gives the width it shows the image at. */
  readonly sizes?: string;
  /** The item's thumbnail, when it has one. */
  readonly thumb?: Thumbnail;
}

/** The thumbnail on the page: shown enlarged while the full image loads, and its `alt` names the image when there is no title. */
export interface Thumbnail {
  /** Checked URL of what the thumbnail shows. */
  readonly src?: string;
  readonly alt?: string;
  /** Its size on the page in CSS pixels, when laid out. */
  readonly width?: number;
  readonly height?: number;
}

export interface ActiveLightbox {
  readonly status: 'active';
  /** The images of the clicked item's own grid. */
  readonly images: readonly GalleryImage[];
  readonly index: number;
  /** The grid's element id, for the address (history/image-address.ts); '' when it has none. */
  readonly grid: string;
}

/** Lightbox states (forms-addon.md §4): closed, or active on one image of one list. */
export type LightboxState = { readonly status: 'closed' } | ActiveLightbox;

/** The one closed state, so that closing twice is no change at all. */
export const CLOSED: LightboxState = { status: 'closed' };

/** Opens on `images[index]`; an empty list or an index outside it opens nothing. */
export function openLightbox(images: readonly GalleryImage[], index: number, grid = ''): LightboxState {
  if (!Number.isInteger(index) || index < 0 || index >= images.length) return CLOSED;
  return { status: 'active', images, index, grid };
}

export function closeLightbox(): LightboxState {
  return CLOSED;
}

export function hasPrev(state: LightboxState): state is ActiveLightbox {
  return state.status === 'active' && state.index > 0;
}

export function hasNext(state: LightboxState): state is ActiveLightbox {
  return state.status === 'active' && state.index < state.images.length - 1;
}

/** Moves back one; ignored (the same state is returned) at the first image or when closed. */
export function prevImage(state: LightboxState): LightboxState {
  return hasPrev(state) ? { ...state, index: state.index - 1 } : state;
}

/** Moves forward one; ignored (the same state is returned) at the last image or when closed. */
export function nextImage(state: LightboxState): LightboxState {
  return hasNext(state) ? { ...state, index: state.index + 1 } : state;
}

/** The title, or `Image` when none is given (forms-addon.md §9). */
export function imageTitle(image: GalleryImage): string {
  return image.title || LIGHTBOX_DEFAULT_TITLE;
}

/**
 * The image's accessible name: its title, else the thumbnail's `alt`,
 * else `Image`. The visible heading keeps `imageTitle`.
 */
export function imageLabel(image: GalleryImage): string {
  return image.title || image.thumb?.alt?.trim() || LIGHTBOX_DEFAULT_TITLE;
}

/** The caption, or "index / total", 1-based (forms-addon.md §9). */
export function imageCaption(image: GalleryImage, index: number, total: number): string {
  return image.caption || lightboxDefaultCaption(index, total);
}

/** The images either side of the current one, worth fetching ahead. */
export function neighbours(state: LightboxState): GalleryImage[] {
  if (state.status !== 'active') return [];
  return [state.images[state.index - 1], state.images[state.index + 1]].filter(
    (image): image is GalleryImage => image !== undefined,
  );
}
