/**
 * Unit sanitising rules of builder values.
 * Source: theme-frontend.md §5 "Unit sanitising" and "Scroll effect limits".
 */

/** Units a sanitised CSS value may keep. */
export const ALLOWED_CSS_UNITS = ['%', 'deg', 'rem', 'em', 'px', 'cm', 'mm', 'in', 'pt', 'pc', 'ex', 'vh', 'vw', 'ms', 'vmin', 'vmax'] as const;
/** Unit used when a value has an unknown one, or none. */
export const DEFAULT_CSS_UNIT = 'px';
/** Suffix kept verbatim at the end of a sanitised value. */
export const IMPORTANT_SUFFIX = '!important';

/** Rotation bound of the three-axis form, degrees (±). */
export const ROTATE_3D_LIMIT_DEG = 359;
/** Rotation bound of the skew form, degrees (±). */
export const SKEW_LIMIT_DEG = 180;

/** A unitless line height at or below this is read as em, above it as px. */
export const LINE_HEIGHT_EM_MAX = 3;

/** Void elements ignored when checking that markup opens and closes its tags. */
export const VOID_ELEMENTS = [
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
] as const;
