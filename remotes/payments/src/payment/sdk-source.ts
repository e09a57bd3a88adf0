import { isRecord, type PageGlobals } from '@cms-mf/shared-contracts';
import type { SdkSource } from './sdk-loader';

/** The reference site's payment stand-in, when the page names no SDK. */
export const DEFAULT_SDK_URL = '/standins/payments/sdk.js';
/** PayPal's sandbox client id; any id works with the stand-in. */
export const DEFAULT_CLIENT_ID = 'sb';

/**
 * Where the provider's SDK comes from: `cmsmf_services.paymentSdkUrl` (the
 * site prints the stand-in's, or the real provider's with `PAYMENT_SDK_URL`)
 * and `cmsmf_services.paymentClientId` (the real provider needs the site's).
 */
export function sdkSourceOf(globals: PageGlobals, currency: string): SdkSource {
  const services = isRecord(globals.cmsmf_services) ? globals.cmsmf_services : {};
  const url = typeof services.paymentSdkUrl === 'string' && /^(https?:\/\/|\/)/.test(services.paymentSdkUrl) ? services.paymentSdkUrl : DEFAULT_SDK_URL;
  const clientId = typeof services.paymentClientId === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(services.paymentClientId) ? services.paymentClientId : DEFAULT_CLIENT_ID;
  return { url, clientId, currency };
}
