import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * A valid-looking hash no file has. An unknown URL gets it, so it can never run:
 * browsers ignore malformed integrity metadata, which would fail open.
 */
const NEVER_MATCHES = `sha384-${'A'.repeat(64)}`;

/**
 * Loads every remote entry through a script tag carrying the integrity hash the
 * release pointer recorded: the browser refuses to execute an entry whose bytes
 * differ (fail closed, DESIGN.md §5).
 */
export function integrityPlugin(integrityByUrl: ReadonlyMap<string, string>, timeoutMs: number): ModuleFederationRuntimePlugin {
  // A remote entry that throws while evaluating is reported once by the shell, with its
  // version; the browser's own "uncaught" report would be a second, anonymous one.
  window.addEventListener('error', (event) => {
    if (integrityByUrl.has(event.filename)) event.preventDefault();
  });
  return {
    name: 'cmsmf-integrity',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      script.integrity = integrityByUrl.get(url) ?? NEVER_MATCHES;
      return { script, timeout: timeoutMs };
    },
  };
}
