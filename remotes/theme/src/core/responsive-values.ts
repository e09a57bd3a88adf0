import { DEVICES, type Device } from './breakpoints';

/**
 * Responsive values as the page prints them (theme-frontend.md §3 "Responsive
 * fields", §4 "Responsive status"). The builder's `x_last_edited` field decides
 * on the server whether `data-x-tablet` and `data-x-phone` are printed at all,
 * so the visitor runtime reads the attributes and their device fallback only.
 */
const isSet = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

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
