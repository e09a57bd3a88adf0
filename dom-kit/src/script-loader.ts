import { trustedScriptUrlPolicy } from './trusted-script-url';

/** What a loaded script must define: its API, or a message saying what is missing (the load then failed). */
export type ScriptCheck<T> = (win: Record<string, unknown>) => T | Promise<T> | string;

/** Loads third-party scripts for one caller: `load(src, doc, check)`. */
export interface ScriptLoader<T> {
  load(src: string, doc: Document, check: ScriptCheck<T>): Promise<T>;
}

/**
 * A loader of third-party scripts (a payment SDK, a captcha provider): one async
 * `<script>` per URL for the page, carrying the page's CSP nonce, its URL passed
 * through the Trusted Types policy `policyName` where the page enforces them, and
 * marked with `data-cmsmf-{marker}`. It resolves with what `check` finds once the
 * script has loaded; a failed load or check rejects with `fail(message)`, removes
 * the script and is forgotten, so a later call tries again. The URL must already
 * be checked by the caller (a page setting, http(s) only).
 */
export function createScriptLoader<T>(policyName: string, marker: string, fail: (message: string) => Error): ScriptLoader<T> {
  const loading = new Map<string, Promise<T>>();
  const trusted = trustedScriptUrlPolicy(policyName);
  return {
    load(src, doc, check) {
      const known = loading.get(src);
      if (known) return known;
      const promise = new Promise<T>((resolve, reject) => {
        const script = doc.createElement('script');
        const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
        if (nonce) script.nonce = nonce;
        script.async = true;
        script.src = trusted(src);
        script.setAttribute(`data-cmsmf-${marker}`, '');
        const refuse = (message: string) => {
          script.remove();
          loading.delete(src);
          reject(fail(message));
        };
        script.addEventListener('load', () => {
          Promise.resolve()
            .then(() => check(doc.defaultView as unknown as Record<string, unknown>))
            .then((found) => (typeof found === 'string' ? refuse(`the script at ${src} ${found}`) : resolve(found)), (error: unknown) => refuse(`the script at ${src} failed: ${String(error)}`));
        });
        script.addEventListener('error', () => refuse(`the script at ${src} could not be loaded`));
        doc.head.appendChild(script);
      });
      loading.set(src, promise);
      return promise;
    },
  };
}
