/**
 * The countdown timer's values (theme-frontend.md §4 "Countdown": clamped at
 * zero; MARKUP-FACTS §1.5 "Countdown timer"): the page ticks them every
 * second, and the server prints them into the markup, so a page without
 * scripts shows the time left when it was sent, not zeros.
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

/** Digits each value shows at least, as the theme prints them: `000` days, `00` for the rest. */
export const COUNTDOWN_UNIT_WIDTHS = { days: 3, hours: 2, minutes: 2, seconds: 2 } as const;
export type CountdownUnit = keyof typeof COUNTDOWN_UNIT_WIDTHS;

/** A value padded with zeros to `width` digits (the server prints `00`, or `000` for days). */
export function padValue(value: number, width: number): string {
  return String(value).padStart(Math.max(1, width), '0');
}

