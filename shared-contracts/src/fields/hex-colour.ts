/** A colour as the colour picker posts it: `#rrggbb` (forms-addon.md §1 colour picker). */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Whether `value` is `#rrggbb` (either case). */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/**
 * What the text input's `#rrggbb` becomes: lower case, surrounding spaces
 * dropped; null when it is not one (`#abc`, `red` and `rgb()` are refused:
 * the field takes one spelling, which the native picker also reports).
 */
export function normaliseHexColour(value: string): string | null {
  const text = value.trim();
  return isHexColour(text) ? text.toLowerCase() : null;
}
