import { LIGHTBOX_KEY_CODES } from './lightbox-constants';

export type LightboxCommand = 'close' | 'prev' | 'next' | 'zoomIn' | 'zoomOut' | 'zoomReset';

/** The parts of a KeyboardEvent read here. */
export interface KeyLike {
  readonly key?: string;
  readonly keyCode?: number;
  readonly altKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

// `Esc`, `Left` and `Right` are the names older Edge and IE gave these keys.
const BY_KEY = new Map<string, LightboxCommand>([
  ['Escape', 'close'],
  ['Esc', 'close'],
  ['ArrowLeft', 'prev'],
  ['Left', 'prev'],
  ['ArrowRight', 'next'],
  ['Right', 'next'],
  // Zoom by keyboard, as pinch and double tap do by touch. `=` is `+` without Shift.
  ['+', 'zoomIn'],
  ['=', 'zoomIn'],
  ['-', 'zoomOut'],
  ['0', 'zoomReset'],
]);

const BY_KEY_CODE = new Map<number, LightboxCommand>([
  [LIGHTBOX_KEY_CODES.escape, 'close'],
  [LIGHTBOX_KEY_CODES.left, 'prev'],
  [LIGHTBOX_KEY_CODES.right, 'next'],
]);

/**
 * What a key press means while the lightbox is active, or null. Matches on
 * `key`, falling back to the spec's key codes (forms-addon.md §9) for events
 * that carry only `keyCode`.
 */
export function lightboxCommandForKey(event: KeyLike): LightboxCommand | null {
  const command =
    (event.key ? BY_KEY.get(event.key) : undefined) ??
    (event.keyCode !== undefined ? BY_KEY_CODE.get(event.keyCode) : undefined) ??
    null;
  // Alt+Left is the browser's Back, Ctrl/Cmd+arrows belong to the system and
  // Ctrl/Cmd with +, - and 0 is the browser's own zoom: leave modified keys
  // alone. Escape always closes.
  if (command !== 'close' && (event.altKey || event.ctrlKey || event.metaKey)) return null;
  return command;
}
