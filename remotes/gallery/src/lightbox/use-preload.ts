import { useEffect } from 'react';
import { preloadImages, type PreloadRequest } from './preload-images';

/** Preloads the given images whenever they change (the neighbours of the current image). */
export function usePreload(requests: readonly PreloadRequest[]): void {
  // A string key: a fresh array each render must not refetch the same images.
  const key = JSON.stringify(requests.map((r) => [r.src, r.srcset ?? '', r.sizes ?? '']));
  useEffect(() => {
    const parsed = JSON.parse(key) as [string, string, string][];
    if (parsed.length > 0) preloadImages(parsed.map(([src, srcset, sizes]) => ({ src, srcset, sizes })));
  }, [key]);
}
