/**
 * Menu rules (theme-frontend.md §2, §4 "Nav menu items", "Mobile menu", §9
 * "Timing" and "Debounces"). Pure.
 */

/** A dropdown closes this long after the pointer leaves it, ms. */
export const NAV_CLOSE_DELAY_MS = 200;
/** The mobile menu slides open and closed over this long, ms. */
export const MOBILE_MENU_SLIDE_MS = 500;
/** Mega-menu dropdowns are repositioned this long after the last resize, ms. */
export const MEGA_MENU_REPOSITION_MS = 200;
/** A mega menu with fewer columns than this gets the parent classes. */
const MEGA_MENU_FULL_COLUMNS = 4;
/** A swipe that opens the slide menu starts this close to the right screen edge, px (our choice; the spec names none). */
export const SLIDE_MENU_EDGE_PX = 40;

/** Classes for a mega menu's item: `mega-menu-parent mega-menu-parent-{n}` when it has fewer than 4 columns. */
export function megaMenuParentClasses(columns: number): string[] {
  return columns > 0 && columns < MEGA_MENU_FULL_COLUMNS ? ['mega-menu-parent', `mega-menu-parent-${columns}`] : [];
}

/**
 * Where a mega-menu dropdown goes: spanning the menu's container, whatever item
 * opened it. `anchorLeft` is the left edge its `left` is measured from (its offset parent).
 */
export function megaMenuPosition(anchorLeft: number, containerLeft: number, containerWidth: number): { left: number; width: number } {
  return { left: Math.round(containerLeft - anchorLeft), width: Math.round(containerWidth) };
}

/** A nested submenu that would leave the viewport on the right opens to the left (`et-reverse-direction-nav`). */
export function submenuOverflows(itemRight: number, submenuWidth: number, viewportWidth: number): boolean {
  return itemRight + submenuWidth > viewportWidth;
}

/**
 * The two-tap rule: on touch, a first tap on an item with a submenu opens the
 * submenu (the link is not followed); a tap on an open item follows the link.
 */
export function touchTapAction(submenuOpen: boolean): 'open' | 'follow' {
  return submenuOpen ? 'follow' : 'open';
}

/** The index arrow keys move to among `count` items: Down/Right next, Up/Left previous, Home/End, wrapping; null for other keys. */
export function arrowTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Whether a touch move that started at `startX` opens (swipe left from the right edge) or closes (swipe right) the slide menu. */
export function slideMenuSwipe(direction: 'next' | 'previous' | null, startX: number, viewportWidth: number, open: boolean): 'open' | 'close' | null {
  if (!open && direction === 'next' && startX >= viewportWidth - SLIDE_MENU_EDGE_PX) return 'open';
  if (open && direction === 'previous') return 'close';
  return null;
}
