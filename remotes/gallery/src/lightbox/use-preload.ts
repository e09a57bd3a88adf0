import { useEffect } from 'react';
import { preloadImages } from './preload-images';

/** Preloads the given sources whenever they change (the neighbours of the current image). */
export function usePreload(sources: readonly string[]): void {
  // A string key: a fresh array each render must not refetch the same images.
  // Newlines cannot occur in a parsed URL, so they separate safely.
  const key = sources.join('\n');
  useEffect(() => {
    if (key !== '') preloadImages(key.split('\n'));
  }, [key]);
}
