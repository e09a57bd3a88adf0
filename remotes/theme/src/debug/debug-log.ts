/**
 * The developer debug facility (theme-frontend.md §8): log areas that print
 * only when a developer switches them on in the browser's local storage,
 * e.g. `localStorage.setItem('et_debug', 'general,warning')` (or `'all'`).
 * Silent otherwise, and silent when storage is blocked.
 */
export const DEBUG_AREAS = ['general', 'store_action_obj', 'store_emit', 'warning'] as const;
export type DebugArea = (typeof DEBUG_AREAS)[number];

/** The local-storage key that lists the areas switched on. */
export const DEBUG_STORAGE_KEY = 'et_debug';

/** Which areas a stored value switches on: a comma list of area names, or `all`. */
export function debugAreasOf(value: string | null | undefined): ReadonlySet<DebugArea> {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('all')) return new Set(DEBUG_AREAS);
  return new Set(DEBUG_AREAS.filter((area) => names.includes(area)));
}

export interface DebugLog {
  enabled(area: DebugArea): boolean;
  log(area: DebugArea, ...args: unknown[]): void;
}

type Printer = Pick<Console, 'log' | 'warn'>;

/**
 * Reads the switch on every call, so toggling in the console takes effect
 * without a reload. `warning` prints with `console.warn`, the others with `console.log`.
 */
export function createDebugLog(storage: () => Pick<Storage, 'getItem'> | null, printer: Printer = console): DebugLog {
  const areas = (): ReadonlySet<DebugArea> => {
    try {
      return debugAreasOf(storage()?.getItem(DEBUG_STORAGE_KEY));
    } catch {
      return new Set();
    }
  };
  return {
    enabled: (area) => areas().has(area),
    log(area, ...args) {
      if (!areas().has(area)) return;
      (area === 'warning' ? printer.warn : printer.log)(`[et ${area}]`, ...args);
    },
  };
}

/** The page's debug log, over its local storage. */
export function pageDebugLog(win: Window): DebugLog {
  return createDebugLog(() => win.localStorage);
}
