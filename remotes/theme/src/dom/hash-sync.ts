import { moduleParams, withModuleState } from '../core/hash';

/**
 * Module state in the address hash (theme-frontend.md §2 "Hash state"). Writes
 * replace the history entry, so each click is not a back-button step and the
 * page does not jump to an element of that id.
 */
export function readHashParams(win: Window, id: string): readonly string[] | null {
  return moduleParams(win.location.hash, id);
}

export function writeHashParams(win: Window, id: string, params: readonly string[]): void {
  const hash = withModuleState(win.location.hash, { id, params });
  const url = `${win.location.pathname}${win.location.search}#${hash}`;
  win.history.replaceState(win.history.state, '', url);
}

/** Calls `onChange` with the module's params whenever the visitor changes the hash to name it. */
export function onHashParams(win: Window, id: string, onChange: (params: readonly string[]) => void, signal: AbortSignal): void {
  win.addEventListener('hashchange', () => {
    const params = readHashParams(win, id);
    if (params) onChange(params);
  }, { signal });
}
