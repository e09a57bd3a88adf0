import type { ProviderSdk } from './provider-sdk';

/** Where and how to load the provider's SDK. */
export interface SdkSource {
  /** The SDK script without query (`cmsmf_services.paymentSdkUrl`, the stand-in by default). */
  readonly url: string;
  readonly clientId: string;
  readonly currency: string;
}

/** The SDK script could not be loaded, or defined no `paypal` global. */
export class SdkLoadError extends Error {
  override readonly name = 'SdkLoadError';
}

const NAMESPACE = 'paypal';
// One script per URL for the page, however many payment areas ask for it.
const loading = new Map<string, Promise<ProviderSdk>>();

/** The SDK's full URL, with the query the provider reads (`client-id`, `currency`, `components`, `intent`). */
export function sdkUrl(source: SdkSource, base: string): string {
  const url = new URL(source.url, base);
  url.searchParams.set('client-id', source.clientId);
  url.searchParams.set('currency', source.currency);
  url.searchParams.set('components', 'buttons');
  url.searchParams.set('intent', 'capture');
  return url.href;
}

/** The Trusted Types shape used here (lib.dom has no types for it yet). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}
let sdkPolicy: { createScriptURL(url: string): unknown } | null | undefined;

/** The SDK's URL (built by `sdkUrl` from the page's settings) as a TrustedScriptURL where the page requires Trusted Types. */
function trustedSdkUrl(src: string): string {
  if (sdkPolicy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      sdkPolicy = factory ? factory.createPolicy('cmsmf-payment-sdk', { createScriptURL: (url) => url }) : null;
    } catch {
      sdkPolicy = null;
    }
  }
  return (sdkPolicy ? sdkPolicy.createScriptURL(src) : src) as string;
}

/**
 * Loads the provider's SDK once (the part of `@paypal/paypal-js`'s
 * `loadScript` we need, in 40 lines instead of a dependency): one `<script>`
 * per URL, carrying the page's CSP nonce, resolving the `paypal` global.
 * A failed load is forgotten, so a later call tries again.
 */
export function loadProviderSdk(source: SdkSource, doc: Document): Promise<ProviderSdk> {
  const src = sdkUrl(source, doc.baseURI);
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<ProviderSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.async = true;
    script.src = trustedSdkUrl(src);
    script.setAttribute('data-cmsmf-payment-sdk', '');
    script.addEventListener('load', () => {
      const sdk = (doc.defaultView as unknown as Record<string, unknown> | null)?.[NAMESPACE] as ProviderSdk | undefined;
      if (sdk && typeof sdk.Buttons === 'function') resolve(sdk);
      else fail(`the SDK at ${src} defined no ${NAMESPACE}.Buttons`);
    });
    script.addEventListener('error', () => fail(`the SDK at ${src} could not be loaded`));
    const fail = (message: string) => {
      script.remove();
      loading.delete(src);
      reject(new SdkLoadError(message));
    };
    doc.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
