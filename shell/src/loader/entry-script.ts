import { NEVER_MATCHES, SRI_SHA384 } from '@cms-mf/shared-contracts/release/release-pointer';
import { ScriptExecutionError } from './errors/script-execution-error';
import { ScriptNetworkError } from './errors/script-network-error';
import { pageNonce } from './security/page-nonce';
import { trustedScriptUrl } from './security/trusted-script-url';

export interface EntryScriptLoader {
  /**
   * Runs the script at `url` if its bytes match `integrity`. Rejects with a
   * `ScriptNetworkError` when it is unreachable, too slow or does not match (browsers
   * report an integrity failure as a network error), or a `ScriptExecutionError` when it throws.
   */
  load(url: string, integrity: string): Promise<void>;
}

/**
 * Loads every remote entry through a script tag carrying the integrity hash the
 * release pointer recorded: the browser refuses to execute an entry whose bytes
 * differ (fail closed, DESIGN.md §5). The entry pins its chunks with the hashes the shell
 * took from the pointer (security/chunk-integrity.ts).
 */
export function createEntryScriptLoader(timeoutMs: number): EntryScriptLoader {
  /** Entry URL → where its evaluation error goes while it loads. */
  const entries = new Map<string, (error: ScriptExecutionError) => void>();
  // A remote entry that throws while evaluating is reported once by the shell, with its
  // version; the browser's own "uncaught" report would be a second, anonymous one.
  window.addEventListener('error', (event) => {
    const report = entries.get(event.filename);
    if (!report) return;
    event.preventDefault();
    report(new ScriptExecutionError(`${event.filename} threw while evaluating: ${event.message}`));
  });
  return {
    load(url, integrity) {
      return new Promise((resolve, reject) => {
        const script = document.createElement('script');
        let thrown: ScriptExecutionError | undefined;
        const finish = (failure?: Error) => {
          clearTimeout(timer);
          entries.delete(url);
          script.remove();
          if (failure ?? thrown) reject(failure ?? thrown);
          else resolve();
        };
        const timer = setTimeout(() => finish(new ScriptNetworkError(`${url} did not load within ${timeoutMs} ms`)), timeoutMs);
        entries.set(url, (error) => (thrown = error));
        script.onload = () => finish();
        script.onerror = () => finish(new ScriptNetworkError(`${url} is unreachable, or its bytes do not match the integrity hash`));
        // A hardened page (strict CSP with Trusted Types) accepts it only with its nonce and a trusted URL.
        script.nonce = pageNonce();
        script.src = trustedScriptUrl(url);
        script.crossOrigin = 'anonymous';
        script.integrity = SRI_SHA384.test(integrity) ? integrity : NEVER_MATCHES;
        document.head.append(script);
      });
    },
  };
}
