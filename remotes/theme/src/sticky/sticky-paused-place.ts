/**
 * Where a paused module rests (theme-frontend.md §4 "It pauses at its limit
 * container's edge"): in the page, not in the viewport. Chrome counts a fixed
 * element that script moves as a layout shift, but neither content that the
 * page scrolls nor an element's switch between fixed and absolute
 * positioning. So a paused module rests `position: absolute` at its place in
 * its containing block and scrolls with the page: no write per frame, and no
 * shift while it stays paused, however far a fling jumps.
 */

/** The computed style values that decide how an ancestor treats an absolute descendant. */
export type AncestorStyle = Pick<
  CSSStyleDeclaration,
  'position' | 'transform' | 'translate' | 'rotate' | 'scale' | 'perspective' | 'filter' | 'backdropFilter' | 'contain' | 'willChange' | 'containerType' | 'overflowX' | 'overflowY'
>;

/** The top-left of a containing block's padding box: document top, and viewport left measured with the module's place, px. */
export interface RestOrigin {
  readonly top: number;
  readonly left: number;
}

/** The initial containing block: the document's origin (its left is the viewport's, less the horizontal scroll). */
export const initialOrigin = (scrollX: number): RestOrigin => ({ top: 0, left: -scrollX });

const none = (value: string | undefined) => value === undefined || value === '' || value === 'none';
const CONTAINING_CONTAIN = /\b(layout|paint|strict|content)\b/;
const CONTAINING_WILL_CHANGE = /\b(transform|translate|rotate|scale|perspective|filter|backdrop-filter|contain)\b/;

/** Whether an ancestor is the containing block of an absolute descendant (CSS Position §2.1, CSS Transforms, Containment). */
export function containsAbsolute(style: AncestorStyle): boolean {
  return (style.position !== 'static' && style.position !== '')
    || !none(style.transform) || !none(style.translate) || !none(style.rotate) || !none(style.scale)
    || !none(style.perspective) || !none(style.filter) || !none(style.backdropFilter)
    || CONTAINING_CONTAIN.test(style.contain ?? '')
    || CONTAINING_WILL_CHANGE.test(style.willChange ?? '')
    || (style.containerType !== undefined && style.containerType !== '' && style.containerType !== 'normal');
}

/**
 * Whether a containing block moves in the viewport while the page scrolls by
 * other than the scroll (fixed or sticky itself): a module resting in it would
 * not stay at its place in the page.
 */
export const movesWithViewport = (style: AncestorStyle): boolean => style.position === 'fixed' || style.position === 'sticky';

/** Whether an ancestor clips what overflows it (an absolute descendant is clipped by its containing block and those above). */
export const clipsOverflow = (style: AncestorStyle): boolean =>
  !['visible', ''].includes(style.overflowX ?? '') || !['visible', ''].includes(style.overflowY ?? '');

/**
 * The `top` and `left` of a module resting at document top `restTop`, with the
 * stuck style's vertical shift, whose stuck (fixed) left is `fixedLeft`: the
 * same place on screen, in its containing block's coordinates.
 */
export function pausedPlace(restTop: number, fixedLeft: number, shiftY: number, origin: RestOrigin): { top: number; left: number } {
  return { top: restTop + shiftY - origin.top, left: fixedLeft - origin.left };
}
