/**
 * Window-level breakpoints (theme-frontend.md §9 "Breakpoints"; MARKUP-FACTS
 * §1.1 `et_pb_get_current_window_mode`).
 */

/** Device of a window width. */
export type Device = 'desktop' | 'tablet' | 'phone';

/** Devices in fallback order: a responsive value falls back to the previous device's (§4). */
export const DEVICES: readonly Device[] = ['desktop', 'tablet', 'phone'];

/** Widest phone window, px. */
export const PHONE_MAX_WIDTH = 767;
/** Widest tablet window, px; desktop is anything wider. */
export const TABLET_MAX_WIDTH = 980;

/** Device of a window width: phone up to 767, tablet 768..980, desktop above (inclusive upper bounds, as the theme computes it). */
export function deviceForWidth(width: number): Device {
  if (!Number.isFinite(width) || width <= PHONE_MAX_WIDTH) return 'phone';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

/** Media query matching one device, for `matchMedia` (phone ≤ 767, tablet 768–980, desktop ≥ 981). */
export function deviceMediaQuery(device: Device): string {
  if (device === 'phone') return `(max-width: ${PHONE_MAX_WIDTH}px)`;
  if (device === 'tablet') return `(min-width: ${PHONE_MAX_WIDTH + 1}px) and (max-width: ${TABLET_MAX_WIDTH}px)`;
  return `(min-width: ${TABLET_MAX_WIDTH + 1}px)`;
}
