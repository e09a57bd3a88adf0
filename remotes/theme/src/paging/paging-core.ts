import { PAGER_MAX_LINKS } from '../core/layout';

/**
 * Paging rules of the portfolio and gallery (theme-frontend.md §4 "Portfolio
 * and gallery paging": previous, next, numbered pages; §9: about 5 page links).
 */

/** Number of pages for `count` items at `perPage` (at least 1). */
export function pageCount(count: number, perPage: number): number {
  if (!(perPage > 0) || count <= 0) return 1;
  return Math.ceil(count / Math.floor(perPage));
}

/** A 1-based page clamped into `1..pages`; anything unreadable is page 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** Whether the item at `position` (0-based among the shown items) is on `page`. */
export function onPage(position: number, page: number, perPage: number): boolean {
  if (!(perPage > 0)) return true;
  return Math.floor(position / Math.floor(perPage)) === page - 1;
}

/** The page numbers the pager shows: a window of up to 5 around the current page, kept inside `1..pages`. */
export function pagerWindow(current: number, pages: number, max: number = PAGER_MAX_LINKS): number[] {
  const size = Math.min(max, pages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** A page number from a hash param: a whole number, else null. */
export function pageFromParam(param: string | undefined): number | null {
  return param !== undefined && /^\d{1,6}$/.test(param) ? Number(param) : null;
}
