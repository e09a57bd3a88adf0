/**
 * Values that may go into the generated style sheet. Each one is checked
 * against a narrow shape, so a configured value cannot end a declaration,
 * open a block or load anything.
 */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;
const LENGTH = /^-?\d{1,4}(\.\d{1,3})?(px|em|rem|%|vw|vh|ch)?$/;
const KEYWORD = /^[a-z-]{1,30}$/i;
const FONT_FAMILY = /^[A-Za-z0-9 ,-]{1,100}$/;

export const cssColour = (value: unknown): string | undefined => (typeof value === 'string' && COLOUR.test(value.trim()) ? value.trim() : undefined);
export const cssKeyword = (value: unknown): string | undefined => (typeof value === 'string' && KEYWORD.test(value.trim()) ? value.trim() : undefined);
export const cssFontFamily = (value: unknown): string | undefined => (typeof value === 'string' && FONT_FAMILY.test(value.trim()) ? value.trim() : undefined);

/** A length: a number is taken in `unit` (px by default). */
export function cssLength(value: unknown, unit = 'px'): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 10000) return `${value}${value === 0 ? '' : unit}`;
  if (typeof value === 'string' && LENGTH.test(value.trim())) return /\d$/.test(value.trim()) ? `${value.trim()}${unit}` : value.trim();
  return undefined;
}

/** A unitless number (line height, font weight). */
export function cssNumber(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,4}(\.\d{1,3})?$/.test(text) ? text : undefined;
}
