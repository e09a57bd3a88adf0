import type { ExternalCalls } from './ajax/action-context';
import { EXTERNAL_SERVICE_VARIABLES, type ExternalServices, externalServices } from './external-services';
import { verifyCaptchaToken } from './captcha/verify-captcha-token';
import { fetchPaymentOrder } from './payments/fetch-payment-order';
import { createDriveUploadSession } from './uploads/create-drive-upload-session';

/** In-process fetch of the site's own app, for calls to the stand-ins it mounts. */
export type LocalFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The external calls of the server's routes, switched by the environment
 * (`DRIVE_UPLOAD_URL`, `DRIVE_ACCESS_TOKEN`, `CAPTCHA_URL`, `PAYMENT_API_URL`,
 * `PAYMENT_ACCESS_TOKEN`; see external-services.ts). A call
 * to this site's own stand-ins goes in-process, so it works behind any proxy
 * and before the port is known; a real service is called over the network.
 */
export function createExternalCalls(env: Readonly<Record<string, string | undefined>>, localFetch: LocalFetch): ExternalCalls {
  // In-process exactly when the variable is unset (the default stand-in). Deciding by the URL's host
  // instead would let a forged Host header route a configured real service to the stand-ins.
  const via = (key: keyof ExternalServices) => (env[EXTERNAL_SERVICE_VARIABLES[key]]?.trim() ? {} : { fetch: localFetch });
  return {
    openDriveSession(file, origin) {
      const endpoint = externalServices(env, origin).driveUploadUrl;
      return createDriveUploadSession(endpoint, file, { accessToken: env.DRIVE_ACCESS_TOKEN || undefined, ...via('driveUploadUrl') });
    },
    verifyCaptcha(input, origin) {
      const endpoint = externalServices(env, origin).captchaUrl;
      return verifyCaptchaToken(endpoint, input, via('captchaUrl'));
    },
    findPaymentOrder(orderId, origin) {
      const endpoint = externalServices(env, origin).paymentApiUrl;
      return fetchPaymentOrder(endpoint, orderId, { accessToken: env.PAYMENT_ACCESS_TOKEN || undefined, ...via('paymentApiUrl') });
    },
    browserServices(origin) {
      const { paymentSdkUrl, geocodeUrl, ipCountryUrl, captchaUrl, recaptchaScriptUrl, hcaptchaScriptUrl, turnstileScriptUrl, mapTilesUrl } = externalServices(env, origin);
      // The real payment provider's SDK needs the site's client id; the stand-in takes any.
      const paymentClientId = env.PAYMENT_CLIENT_ID?.trim();
      // A real tile service asks to be credited; plain text, shown as text.
      const mapAttribution = env.MAP_ATTRIBUTION?.trim().slice(0, 200);
      return {
        paymentSdkUrl, geocodeUrl, ipCountryUrl, captchaUrl, recaptchaScriptUrl, hcaptchaScriptUrl, turnstileScriptUrl, mapTilesUrl,
        ...(paymentClientId && /^[A-Za-z0-9_-]{1,200}$/.test(paymentClientId) ? { paymentClientId } : {}),
        ...(mapAttribution ? { mapAttribution } : {}),
      };
    },
  };
}
