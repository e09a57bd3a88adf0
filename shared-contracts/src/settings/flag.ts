/**
 * On/off values as the two products print them.
 *
 * The form add-on stores its per-form settings as JSON written by its React
 * admin (real booleans), but older saves and PHP `intval` paths print `1`/`0`
 * or `'1'`/`''`; the page builder uses `'on'`/`'off'` (theme-frontend.md §4
 * also accepts `'yes'`/`'no'`). One tolerant reader keeps that mess out of
 * every module.
 */
export type Flag = boolean | 0 | 1 | '0' | '1' | '' | 'on' | 'off' | 'yes' | 'no' | 'true' | 'false';

const ON_VALUES: ReadonlySet<unknown> = new Set([true, 1, '1', 'on', 'yes', 'true']);

/** True only for an explicit "on" value; anything missing or unknown is off. */
export function isFlagOn(value: unknown): boolean {
  return ON_VALUES.has(typeof value === 'string' ? value.trim().toLowerCase() : value);
}
