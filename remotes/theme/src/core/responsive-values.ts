import { DEVICES, type Device } from './breakpoints';

/**
 * Responsive fields (theme-frontend.md §3 "Responsive fields", §4 "Responsive
 * status"): a base field `x`, variants `x_tablet` and `x_phone`, and
 * `x_last_edited` holding `'on|tablet'` or `'off|desktop'`.
 */

/** Suffix of a device's variant: none for desktop. */
export function deviceSuffix(device: Device): string {
  return device === 'desktop' ? '' : `_${device}`;
}

/** Responsive is on only when the first part of the last-edited value is `on`; a missing value means off. */
export function isResponsiveEnabled(lastEdited: string | null | undefined): boolean {
  return typeof lastEdited === 'string' && lastEdited.split('|')[0] === 'on';
}

/** A field's value is unset when absent or empty. */
const isSet = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/**
 * The value of `base` for a device: its own variant when responsive is on and
 * it is set, else the previous device's value (desktop ← tablet ← phone).
 * With responsive off, every device reads the desktop value.
 */
export function responsiveValue(fields: Readonly<Record<string, string | undefined>>, base: string, device: Device): string | undefined {
  if (device === 'desktop' || !isResponsiveEnabled(fields[`${base}_last_edited`])) return fields[base];
  const upTo = DEVICES.slice(0, DEVICES.indexOf(device) + 1).reverse();
  for (const each of upTo) {
    const value = fields[base + deviceSuffix(each)];
    if (isSet(value)) return value;
  }
  return undefined;
}

/**
 * A data attribute's value for a device, the way the modules print them
 * (`data-x`, `data-x-tablet`, `data-x-phone`): falls back to the previous device.
 */
export function responsiveAttribute(read: (name: string) => string | null, name: string, device: Device): string | null {
  const upTo = DEVICES.slice(0, DEVICES.indexOf(device) + 1).reverse();
  for (const each of upTo) {
    const value = read(each === 'desktop' ? name : `${name}-${each}`);
    if (isSet(value)) return value;
  }
  return null;
}

/** Toggle values the builder accepts (§4). */
export type ToggleValue = 'on' | 'off' | 'yes' | 'no' | 'default';

/** Whether a toggle value is on (`on` or `yes`); `default` and anything unknown take `fallback`. */
export function isToggleOn(value: string | null | undefined, fallback = false): boolean {
  if (value === 'on' || value === 'yes') return true;
  if (value === 'off' || value === 'no') return false;
  return fallback;
}
