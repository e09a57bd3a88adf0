import { loadScript } from '@module-federation/runtime-core';

/**
 * A valid-looking hash no file has. A malformed hash gets it instead, so the entry
 * can never run: browsers ignore malformed integrity metadata, which would fail open.
 */
const NEVER_MATCHES = `sha384-${'A'.repeat(64)}`;
const WELL_FORMED_SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

export interface EntryScriptLoader {
  /**
   * Runs the script at `url` if its bytes match `integrity`. Rejects with an error named
   * `ScriptNetworkError` when it is unreachable, too slow or does not match (browsers report
   * an integrity failure as a network error), or `ScriptExecutionError` when it throws.
   */
  load(url: string, integrity: string): Promise<void>;
}

/**
 * Loads every remote entry through a script tag carrying the integrity hash the
 * release pointer recorded: the browser refuses to execute an entry whose bytes
 * differ (fail closed, DESIGN.md §5). Chunks are then pinned by the entry itself.
 */
export function createEntryScriptLoader(timeoutMs: number): EntryScriptLoader {
  const entries = new Set<string>();
  // A remote entry that throws while evaluating is reported once by the shell, with its
  // version; the browser's own "uncaught" report would be a second, anonymous one.
  window.addEventListener('error', (event) => {
    if (entries.has(event.filename)) event.preventDefault();
  });
  return {
    load(url, integrity) {
      entries.add(url);
      // The federation runtime's script loader: it already ships for the remotes, and it
      // tells a network failure from an evaluation error.
      return loadScript(url, {
        createScriptHook() {
          const script = document.createElement('script');
          script.src = url;
          script.crossOrigin = 'anonymous';
          script.integrity = WELL_FORMED_SRI.test(integrity) ? integrity : NEVER_MATCHES;
          return { script, timeout: timeoutMs };
        },
      });
    },
  };
}
