import { type Device, deviceForWidth, deviceMediaQuery, DEVICES } from '../core/breakpoints';

/**
 * Calls `onChange` with the new device whenever the window crosses a
 * breakpoint (three media queries: no resize listener, no layout read).
 * Returns the device now.
 */
export function watchDevice(win: Window, onChange: (device: Device) => void, signal: AbortSignal): Device {
  if (typeof win.matchMedia !== 'function') return deviceForWidth(win.innerWidth);
  let current = deviceForWidth(win.innerWidth);
  for (const device of DEVICES) {
    const query = win.matchMedia(deviceMediaQuery(device));
    if (query.matches) current = device;
    query.addEventListener('change', (event) => {
      if (!event.matches || device === current) return;
      current = device;
      onChange(device);
    }, { signal });
  }
  return current;
}
