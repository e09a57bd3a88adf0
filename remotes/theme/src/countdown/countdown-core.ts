/**
 * Countdown rules (theme-frontend.md §4 "Countdown": ticks every second,
 * clamped at zero; MARKUP-FACTS §1.5 "Countdown timer").
 */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** Whole seconds left, 0 once the end has passed. */
  readonly total: number;
}

/** What is left until `endSeconds` (a Unix time in seconds) at `nowMs`, never below zero. */
export function remaining(endSeconds: number, nowMs: number): CountdownParts {
  const total = Number.isFinite(endSeconds) ? Math.max(0, Math.floor(endSeconds - nowMs / 1000)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total,
  };
}

/** A value padded with zeros to `width` digits (the server prints `00`, or `000` for days). */
export function padValue(value: number, width: number): string {
  return String(value).padStart(Math.max(1, width), '0');
}

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
