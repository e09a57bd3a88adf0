/**
 * Countdown rules (theme-frontend.md §4 "Countdown": ticks every second,
 * clamped at zero; MARKUP-FACTS §1.5 "Countdown timer").
 */
// The split of the time left and its zero padding: the server prints the same values into the markup.
export { COUNTDOWN_UNIT_WIDTHS, type CountdownParts, padValue, remaining } from '@cms-mf/shared-contracts/rules';

/** Columns and widths where the long labels do not fit (MARKUP-FACTS: `.et_pb_column_3_8`, `_1_4`, or 400 px or less). */
const SHORT_LABEL_COLUMNS = ['et_pb_column_3_8', 'et_pb_column_1_4'];
const SHORT_LABEL_MAX_WIDTH = 400;

export function useShortLabels(containerWidth: number, columnClasses: Iterable<string>): boolean {
  if (containerWidth > 0 && containerWidth <= SHORT_LABEL_MAX_WIDTH) return true;
  for (const cls of columnClasses) if (SHORT_LABEL_COLUMNS.includes(cls)) return true;
  return false;
}

/** Milliseconds until the next whole second after `nowMs`, so ticks land on the second. */
export function msToNextSecond(nowMs: number): number {
  return 1000 - (nowMs % 1000) || 1000;
}
