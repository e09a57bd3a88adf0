import { STICKY_Z_INDEX, STICKY_Z_INDEX_FOOTER, STICKY_Z_INDEX_TB_HEADER } from './sticky-constants';
import type { ActivePosition } from './sticky-settings';

/**
 * Offsets of surrounding sticky modules (theme-frontend.md §3 "offsetSurrounding",
 * "topOffsetModules", "bottomOffsetModules"): a module with offsetSurrounding on
 * keeps clear of the sticky modules that stick before it on the same side and
 * share its horizontal span.
 */

export interface OffsetBox {
  readonly position: ActivePosition;
  readonly offsetSurrounding: boolean;
  readonly top: number;
  readonly height: number;
  readonly left: number;
  readonly width: number;
}

const overlaps = (a: OffsetBox, b: OffsetBox) => a.left < b.left + b.width && b.left < a.left + a.width;
const sticksTop = (p: ActivePosition) => p === 'top' || p === 'top_bottom';
const sticksBottom = (p: ActivePosition) => p === 'bottom' || p === 'top_bottom';

/** Extra top and bottom offsets of each box, px, in input order. */
export function surroundingOffsets(boxes: readonly OffsetBox[]): Array<{ top: number; bottom: number }> {
  return boxes.map((box, i) => {
    if (!box.offsetSurrounding) return { top: 0, bottom: 0 };
    let top = 0;
    let bottom = 0;
    boxes.forEach((other, j) => {
      if (i === j || !overlaps(box, other)) return;
      if (sticksTop(box.position) && sticksTop(other.position) && other.top < box.top) top += other.height;
      if (sticksBottom(box.position) && sticksBottom(other.position) && other.top > box.top) bottom += other.height;
    });
    return { top, bottom };
  });
}

/** Where a sticky module sits decides its z-index (§9): a theme-builder header above, a footer below. */
export function stickyLayer(inTbHeader: boolean, inFooter: boolean): 'header' | 'footer' | 'body' {
  if (inTbHeader) return 'header';
  return inFooter ? 'footer' : 'body';
}

/** z-index of a layer: 10010 in a theme-builder header, 9990 in a footer, else 10000. */
export function stickyZIndex(layer: 'header' | 'footer' | 'body'): number {
  if (layer === 'header') return STICKY_Z_INDEX_TB_HEADER;
  return layer === 'footer' ? STICKY_Z_INDEX_FOOTER : STICKY_Z_INDEX;
}
