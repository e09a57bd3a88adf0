/**
 * Responsive field conventions of the page builder (theme-frontend.md §3
 * "Responsive fields", "Responsive-enabled value", §4 "Responsive status").
 */

/** Devices in fallback order: a value falls back to the previous device's value when unset. */
export const DEVICES = ['desktop', 'tablet', 'phone'] as const;
export type Device = (typeof DEVICES)[number];

/** Suffixes of the device variants of a field. */
export const RESPONSIVE_SUFFIXES = { tablet: '_tablet', phone: '_phone', lastEdited: '_last_edited' } as const;

/** The names one responsive field spreads over: `x`, `x_tablet`, `x_phone`, `x_last_edited`. */
export type ResponsiveFieldName<Base extends string> = Base | `${Base}_tablet` | `${Base}_phone` | `${Base}_last_edited`;

/**
 * Value of a `_last_edited` field and of a responsive-enabled value: `'on|tablet'`,
 * `'off|desktop'`… Responsive is on only when the first part is `on`; a missing value means off.
 */
export type LastEditedValue = `${'on' | 'off'}|${Device}`;

/** Toggle values the builder accepts. */
export const TOGGLE_VALUES = ['on', 'off', 'yes', 'no', 'default'] as const;
export type ToggleValue = (typeof TOGGLE_VALUES)[number];

/** Transform fields: `transform_{kind}`, each value holding X, Y and Z parts joined by `|`. */
export const TRANSFORM_KINDS = ['rotate', 'scale', 'skew', 'translate'] as const;
export type TransformKind = (typeof TRANSFORM_KINDS)[number];
export type TransformAxis = 'X' | 'Y' | 'Z';
export const TRANSFORM_FIELD_PREFIX = 'transform_';
export type TransformFieldName = `transform_${TransformKind}`;
