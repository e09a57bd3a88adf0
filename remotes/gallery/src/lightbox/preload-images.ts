/** What preloading needs of an image: setting its source starts the download. */
export interface PreloadableImage {
  src: string;
}

/**
 * Starts downloading images ahead of need, so that Previous and Next show
 * their image at once. The browser cache then serves the `<img>`.
 *
 * @param createImage - defaults to `new Image()`; injectable for tests
 * @returns the images, which callers may keep to hold the downloads alive
 */
export function preloadImages(
  sources: readonly string[],
  createImage: () => PreloadableImage = () => new Image(),
): PreloadableImage[] {
  return sources.map((src) => {
    const image = createImage();
    image.src = src;
    return image;
  });
}
