import type { WidgetApi } from './captcha-widget';

/** The provider's script could not be loaded, or defined no widget API. */
export class WidgetScriptError extends Error {
  override readonly name = 'WidgetScriptError';
}

/** The Trusted Types shape used here (lib.dom has no types for it yet). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}
let policy: { createScriptURL(url: string): unknown } | null | undefined;

/** The script URL (a page setting checked to be http(s) by service-url.ts) as a TrustedScriptURL where the page requires it. */
function trusted(src: string): string {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      policy = factory ? factory.createPolicy('cmsmf-captcha-widget', { createScriptURL: (url) => url }) : null;
    } catch {
      policy = null;
    }
  }
  return (policy ? policy.createScriptURL(src) : src) as string;
}

const loading = new Map<string, Promise<WidgetApi>>();

/**
 * The provider's widget API: the page's own when it already loaded the script,
 * else one `<script>` per URL (with the page's CSP nonce), added only when a
 * captcha widget mounts. A failed load is forgotten, so a later mount tries again.
 */
export function loadWidgetScript(src: string, global: string, doc: Document): Promise<WidgetApi> {
  const win = doc.defaultView as unknown as Record<string, WidgetApi | undefined>;
  const present = win[global];
  if (typeof present?.render === 'function') return Promise.resolve(present);
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const script = doc.createElement('script');
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.async = true;
    script.src = trusted(src);
    script.setAttribute('data-cmsmf-captcha-widget', global);
    const fail = (message: string) => {
      script.remove();
      loading.delete(src);
      reject(new WidgetScriptError(message));
    };
    script.addEventListener('load', () => {
      const api = win[global];
      if (typeof api?.render !== 'function') return fail(`the script at ${src} defined no ${global}.render`);
      // Google's and Cloudflare's scripts finish their set-up after `load`: `ready` says when.
      if (typeof api.ready === 'function') api.ready(() => resolve(api));
      else resolve(api);
    });
    script.addEventListener('error', () => fail(`the script at ${src} could not be loaded`));
    doc.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
