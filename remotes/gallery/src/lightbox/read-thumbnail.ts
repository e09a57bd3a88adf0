import { safeResourceUrl } from '@cms-mf/shared-contracts/rules';
import type { Thumbnail } from './lightbox-core';

/** What is read off a thumbnail `<img>`. */
export interface ThumbnailLike {
  readonly currentSrc?: string;
  getAttribute(name: string): string | null;
  getBoundingClientRect?(): { readonly width: number; readonly height: number };
}

/**
 * An item's thumbnail: the file it shows (the one the browser chose, so the
 * enlarged placeholder costs no download), its `alt` and its laid-out size.
 */
export function readThumbnail(img: ThumbnailLike | null | undefined, baseUrl: string): Thumbnail | undefined {
  if (!img) return undefined;
  const rect = img.getBoundingClientRect?.();
  const laidOut = rect !== undefined && rect.width > 0 && rect.height > 0;
  return {
    src: safeResourceUrl(img.currentSrc || img.getAttribute('src'), baseUrl) ?? undefined,
    alt: img.getAttribute('alt') ?? undefined,
    ...(laidOut ? { width: rect.width, height: rect.height } : {}),
  };
}
