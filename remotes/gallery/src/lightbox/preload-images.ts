/** What preloading needs of an image: setting its source starts the download. */
export interface PreloadableImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** One image to fetch ahead: its source, and its `srcset`/`sizes` so the same file as the lightbox's is chosen. */
export interface PreloadRequest {
  readonly src: string;
  readonly srcset?: string;
  readonly sizes?: string;
}

/**
 * Starts downloading images ahead of need, so that Previous and Next show
 * their image at once. The browser cache then serves the `<img>`.
 *
 * @param createImage - defaults to `new Image()`; injectable for tests
 * @returns the images, which callers may keep to hold the downloads alive
 */
export function preloadImages(
  requests: readonly PreloadRequest[],
  createImage: () => PreloadableImage = () => new Image(),
): PreloadableImage[] {
  return requests.map((request) => {
    const image = createImage();
    // sizes and srcset first: setting src starts the download of whatever is chosen then.
    if (request.srcset) {
      if (request.sizes) image.sizes = request.sizes;
      image.srcset = request.srcset;
    }
    image.src = request.src;
    return image;
  });
}
