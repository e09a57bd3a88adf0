/**
 * Icon value (theme-frontend.md §3): `unicode||type||weight`. It counts as an
 * extended icon only when it holds the double bar and the type mentions
 * `fa` or `divi` (§5).
 */
export type IconValue = `${string}||${string}||${string}`;

export interface IconParts {
  /** Character or HTML entity of the glyph. */
  readonly unicode: string;
  /** Font type, e.g. `fa` or `divi`. */
  readonly type: string;
  /** Font weight, e.g. `400`, `900`. */
  readonly weight: string;
}

/** Separator between the parts. */
export const ICON_VALUE_SEPARATOR = '||';
