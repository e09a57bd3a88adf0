import type { DomRestorer } from '../dom/dom-restorer';

/**
 * Responsive grid marking (theme-frontend.md §2; MARKUP-FACTS §1.2 "Grid
 * helpers"): from the top offsets of the shown items, in order, which item
 * starts a row, ends a row, and sits on the last row.
 */
export interface RowMark {
  readonly first: boolean;
  readonly last: boolean;
  readonly onLastRow: boolean;
}

export function rowMarks(tops: readonly number[]): RowMark[] {
  const rowOf: number[] = [];
  let row = -1;
  tops.forEach((top, i) => {
    if (i === 0 || Math.abs(top - tops[i - 1]!) > 1) row += 1;
    rowOf.push(row);
  });
  return tops.map((_, i) => ({
    first: i === 0 || rowOf[i] !== rowOf[i - 1],
    last: i === tops.length - 1 || rowOf[i] !== rowOf[i + 1],
    onLastRow: rowOf[i] === row,
  }));
}

/** Marks `items` (the shown ones, in order) with the builder's classes; hidden items lose the marks. */
export function markGridRows(shown: readonly HTMLElement[], all: readonly HTMLElement[], restorer: Pick<DomRestorer, 'toggleClass'>): void {
  const marks = rowMarks(shown.map((item) => item.offsetTop));
  const at = new Map(shown.map((item, i) => [item, marks[i]!]));
  for (const item of all) {
    const mark = at.get(item);
    restorer.toggleClass(item, 'first_in_row', mark?.first ?? false);
    restorer.toggleClass(item, 'last_in_row', mark?.last ?? false);
    restorer.toggleClass(item, 'on_last_row', mark?.onLastRow ?? false);
  }
}
