/**
 * Layout counts (theme-frontend.md §9 "Layout and counts").
 */

/** Portfolio columns by container width: the first row whose `minWidth` fits wins. */
const PORTFOLIO_COLUMNS: ReadonlyArray<readonly [minWidth: number, columns: number]> = [
  [1600, 5],
  [1024, 4],
  [768, 3],
  [480, 2],
];

/** Columns of a portfolio for a width: 5 at 1600+, 4 at 1024+, 3 at 768+, 2 at 480+, else 1. */
export function portfolioColumnsForWidth(width: number): number {
  return PORTFOLIO_COLUMNS.find(([minWidth]) => width >= minWidth)?.[1] ?? 1;
}

/** Gallery images per page when `data-per_page` names none. */
export const GALLERY_PER_PAGE = 4;
/** The pager shows up to about this many page links. */
export const PAGER_MAX_LINKS = 5;
