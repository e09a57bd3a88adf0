import type { Size } from './gestures/zoom-math';

export interface FitInput {
  /** Width over height of the picture: the source's once loaded, the thumbnail's meanwhile. */
  readonly aspect: number;
  /** The room for the image: the viewport less the controls and the caption. */
  readonly box: Size;
  /** The whole viewport: the image may cover the controls' room, never more. */
  readonly viewport: Size;
  /** The thumbnail as shown on the page, when known. */
  readonly thumb?: Size;
  /** The source's own width in CSS pixels, once loaded; unknown means "assume larger than the thumbnail". */
  readonly sourceWidth?: number;
}

const usable = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * The size the image is shown at: as large as the box allows,
 * aspect kept, at any width and orientation; and never smaller than the
 * thumbnail that was tapped when the source is larger than it, even if that
 * means covering the controls' room (the viewport is the limit then).
 *
 * @returns null when the inputs cannot give a size (nothing measured yet): CSS limits apply
 */
export function fitImage(input: FitInput): Size | null {
  const { aspect, box, viewport, thumb, sourceWidth } = input;
  if (!usable(aspect) || !usable(box.width) || !usable(box.height)) return null;
  let width = Math.min(box.width, box.height * aspect);
  if (thumb && usable(thumb.width) && width < thumb.width && (sourceWidth === undefined || sourceWidth > width)) {
    const floor = Math.min(thumb.width, sourceWidth ?? thumb.width);
    const limit = Math.min(viewport.width, viewport.height * aspect);
    width = Math.max(width, Math.min(floor, limit));
  }
  return { width: Math.round(width), height: Math.round(width / aspect) };
}
