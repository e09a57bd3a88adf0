/**
 * Unit sanitising of builder values (theme-frontend.md §5 "Unit sanitising").
 */

/** Units a sanitised value may keep. */
export const ALLOWED_UNITS = ['%', 'deg', 'rem', 'em', 'px', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms', 'vmin', 'vmax'] as const;
export type CssUnit = (typeof ALLOWED_UNITS)[number];
const DEFAULT_UNIT: CssUnit = 'px';
const IMPORTANT = '!important';
/** Rotation bounds, degrees (±): the three-axis form and the skew form. */
const ROTATE_LIMIT_DEG = 359;
const SKEW_LIMIT_DEG = 180;

export interface SanitizeUnitOptions {
  /**
   * Unit for a value with an unknown unit, or none.
   * @default 'px'
   */
  readonly defaultUnit?: CssUnit;
  /** A rotation: degrees, clamped to ±359 (`rotate`) or ±180 (`skew`). */
  readonly rotation?: 'rotate' | 'skew';
}

const isUnit = (unit: string): unit is CssUnit => (ALLOWED_UNITS as readonly string[]).includes(unit);

/**
 * A CSS length safe to put in a style: a number with an allowed unit and an
 * optional trailing `!important`; a non-numeric value becomes `''`.
 */
export function sanitizeUnitValue(input: string, options: SanitizeUnitOptions = {}): string {
  let value = input.trim();
  const important = value.toLowerCase().endsWith(IMPORTANT);
  if (important) value = value.slice(0, -IMPORTANT.length).trim();
  // An exponent is read too: JavaScript prints very large and very small numbers with one (1e-7), so a
  // sanitised value must read back as itself (fuzzing found `0.0000001px` becoming `1e-7px`, then '').
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z%]*)$/i.exec(value);
  if (!match) return '';
  let number = Number(match[1]);
  if (!Number.isFinite(number)) return '';
  const written = (match[2] ?? '').toLowerCase();
  let unit: CssUnit;
  if (options.rotation) {
    const limit = options.rotation === 'skew' ? SKEW_LIMIT_DEG : ROTATE_LIMIT_DEG;
    number = Math.min(limit, Math.max(-limit, number));
    unit = 'deg';
  } else {
    unit = isUnit(written) ? written : (options.defaultUnit ?? DEFAULT_UNIT);
  }
  return `${number}${unit}${important ? ` ${IMPORTANT}` : ''}`;
}
