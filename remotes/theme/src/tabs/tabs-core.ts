import { PHONE_MAX_WIDTH } from '../core/breakpoints';


/** Columns too narrow for side-by-side tab controls (MARKUP-FACTS §1.5 "Tabs"). */
const NARROW_COLUMNS = ['et_pb_column_1_3', 'et_pb_column_1_4', 'et_pb_column_3_8'];

/** Tabs stack vertically below 768 px or inside a narrow column (theme-frontend.md §2). */
export function shouldStack(windowWidth: number, columnClasses: Iterable<string>): boolean {
  if (windowWidth <= PHONE_MAX_WIDTH) return true;
  for (const cls of columnClasses) if (NARROW_COLUMNS.includes(cls)) return true;
  return false;
}

/** The tab a key moves focus to (WAI-ARIA APG "Tabs"), or null for any other key. */
export function tabForKey(key: string, current: number, count: number, stacked: boolean): number | null {
  if (count === 0) return null;
  const back = key === 'ArrowLeft' || (stacked && key === 'ArrowUp');
  const forward = key === 'ArrowRight' || (stacked && key === 'ArrowDown');
  if (back) return (current - 1 + count) % count;
  if (forward) return (current + 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** A tab index from the hash's param, when it names one of `count` tabs. */
export function tabIndexFromParam(param: string | undefined, count: number): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const index = Number(param);
  return index < count ? index : null;
}
