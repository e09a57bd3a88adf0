import { createScriptLoader } from '@cms-mf/dom-kit';
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

/** The SDK's full URL, with the query the provider reads (`client-id`, `currency`, `components`, `intent`). */
export function sdkUrl(source: SdkSource, base: string): string {
  const url = new URL(source.url, base);
  url.searchParams.set('client-id', source.clientId);
  url.searchParams.set('currency', source.currency);
  url.searchParams.set('components', 'buttons');
  url.searchParams.set('intent', 'capture');
  return url.href;
}

const scripts = createScriptLoader<ProviderSdk>('cmsmf-payment-sdk', 'payment-sdk', (message) => new SdkLoadError(message));

/**
 * Loads the provider's SDK once (the part of `@paypal/paypal-js`'s `loadScript`
 * we need, instead of a dependency), resolving the `paypal` global.
 */
export function loadProviderSdk(source: SdkSource, doc: Document): Promise<ProviderSdk> {
  return scripts.load(sdkUrl(source, doc.baseURI), doc, (win) => {
    const sdk = win[NAMESPACE] as ProviderSdk | undefined;
    return sdk && typeof sdk.Buttons === 'function' ? sdk : `defined no ${NAMESPACE}.Buttons`;
  });
}
