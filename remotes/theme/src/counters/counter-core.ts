/**
 * Counter rules (theme-frontend.md §2 "Bar counters fill to a width
 * percentage", §9 "Circle counter animation 1800 ms with line width 5").
 */

/** A percentage from markup (`75`, `75%`, ` 75.5 `), clamped to 0..100; anything else is 0. */
export function parsePercent(value: string | null | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(value ?? '');
  return match ? Math.min(100, Number(match[1])) : 0;
}

/** A counter's target number (`data-number-value`): finite, else 0. */
export function parseNumber(value: string | null | undefined): number {
  const n = Number((value ?? '').trim());
  return (value ?? '').trim() !== '' && Number.isFinite(n) ? n : 0;
}

/** Ease-out progress for `elapsed` of `duration` ms, 0..1 (1 at once for a zero duration). */
export function easedProgress(elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return 1;
  const t = Math.max(0, elapsed / duration);
  return 1 - (1 - t) ** 3;
}

/** The number shown at `progress` on the way to `target`: whole numbers for whole targets, else one decimal as the target has. */
export function valueAt(target: number, progress: number): number {
  const decimals = Number.isInteger(target) ? 0 : Math.min(2, (String(target).split('.')[1] ?? '').length);
  const factor = 10 ** decimals;
  return Math.round(target * progress * factor) / factor;
}

/** A number with a thousands separator (`data-number-separator`, e.g. `,`), the builder's way. */
export function formatNumber(value: number, separator: string): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = separator === '' ? whole! : whole!.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
