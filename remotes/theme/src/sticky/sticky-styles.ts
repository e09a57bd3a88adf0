import type { StickySettings } from '@cms-mf/shared-contracts/settings';
import { sanitizeUnitValue } from '../core/units';

/**
 * The sticky state's own sizing and placement (theme-frontend.md §3
 * "stickyStyles": width, max-width, position_origin_r with vertical_offset and
 * horizontal_offset; "styles": module_alignment), applied while the module is
 * stuck. A fixed element sizes its percentages against the window, so a
 * percentage width is resolved against the module's column (its parent), as
 * it would be in the flow; lengths in other units stay CSS. Offsets are px
 * (a relative position's shift from its place: `top`/`left` origins move down
 * and right, `bottom`/`right` up and left, `center` not at all); an offset in
 * another unit is ignored, as it has no meaning outside the flow.
 */
export interface StuckStyle {
  /** px when known (px or % of the column), else a CSS length; null: the place's width. */
  readonly width: number | string | null;
  readonly maxWidth: string | null;
  /** px added to the fixed left and top. */
  readonly shiftX: number;
  readonly shiftY: number;
  /** Where a narrower stuck module sits in its column. */
  readonly alignment: Alignment;
}

export type Alignment = 'left' | 'center' | 'right';
type StickyStickyStyles = NonNullable<StickySettings['stickyStyles']>;
type StickyStyles = NonNullable<StickySettings['styles']>;

export const NO_STUCK_STYLE: StuckStyle = { width: null, maxWidth: null, shiftX: 0, shiftY: 0, alignment: 'left' };

const ALIGNMENTS: readonly Alignment[] = ['left', 'center', 'right'];
const PX = /^(-?\d+(?:\.\d+)?)px$/;
const PERCENT = /^(\d+(?:\.\d+)?)%$/;

/** A sanitised length without `!important`, or null when the value is none. */
function length(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const css = sanitizeUnitValue(String(raw));
  return css === '' || css.includes('!') ? null : css;
}

function offsetPx(raw: unknown): number {
  const match = PX.exec(length(raw) ?? '');
  return match ? Number(match[1]) : 0;
}

/** The stuck style of a module's settings; anything unusable is left out. */
export function stuckStyleOf(sticky: StickyStickyStyles | undefined, styles: StickyStyles | undefined): StuckStyle {
  const alignment = ALIGNMENTS.includes(styles?.module_alignment as Alignment) ? (styles!.module_alignment as Alignment) : 'left';
  if (!sticky || typeof sticky !== 'object') return alignment === 'left' ? NO_STUCK_STYLE : { ...NO_STUCK_STYLE, alignment };
  const width = length(sticky.width);
  const [vertical, horizontal] = typeof sticky.position_origin_r === 'string' ? sticky.position_origin_r.split('_') : [];
  const sign = (side: string | undefined, forward: string, back: string) => (side === forward ? 1 : side === back ? -1 : 0);
  const px = width === null ? null : PX.exec(width);
  return {
    width: px ? Number(px[1]) : width,
    maxWidth: length(sticky['max-width']),
    shiftX: sign(horizontal, 'left', 'right') * offsetPx(sticky.horizontal_offset),
    shiftY: sign(vertical, 'top', 'bottom') * offsetPx(sticky.vertical_offset),
    alignment,
  };
}

/** Measured boxes, px (viewport left and width of the module's place and of its column). */
export interface PlaceBox {
  readonly left: number;
  readonly width: number;
  readonly columnLeft: number;
  readonly columnWidth: number;
}

/** The fixed module's left and width (CSS) for a stuck style, from the measured place. */
export function stuckGeometry(style: StuckStyle, place: PlaceBox): { left: number; width: string } {
  const percent = typeof style.width === 'string' ? PERCENT.exec(style.width) : null;
  const px = typeof style.width === 'number' ? style.width : percent ? (Number(percent[1]) / 100) * place.columnWidth : null;
  if (px === null) return { left: place.left + style.shiftX, width: typeof style.width === 'string' ? style.width : `${place.width}px` };
  const room = place.columnWidth - px;
  const left = style.alignment === 'center' ? place.columnLeft + room / 2 : style.alignment === 'right' ? place.columnLeft + room : place.left;
  return { left: left + style.shiftX, width: `${px}px` };
}
