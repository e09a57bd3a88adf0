import type { ExternalCalls } from './ajax/action-context';
import { externalServices, STANDINS_PATH } from './external-services';
import { createDriveUploadSession } from './standins';

/** In-process fetch of the site's own app, for calls to the stand-ins it mounts. */
export type LocalFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The external calls of the ajax actions, switched by the environment
 * (`DRIVE_UPLOAD_URL`, `DRIVE_ACCESS_TOKEN`; see external-services.ts). A call
 * to this site's own stand-ins goes in-process, so it works behind any proxy
 * and before the port is known; a real service is called over the network.
 */
export function createExternalCalls(env: Readonly<Record<string, string | undefined>>, localFetch: LocalFetch): ExternalCalls {
  return {
    openDriveSession(file, origin) {
      const endpoint = externalServices(env, origin).driveUploadUrl;
      const local = endpoint.startsWith(`${origin}${STANDINS_PATH}/`);
      return createDriveUploadSession(endpoint, file, {
        accessToken: env.DRIVE_ACCESS_TOKEN || undefined,
        ...(local ? { fetch: localFetch } : {}),
      });
    },
    browserServices(origin) {
      const { paymentSdkUrl, geocodeUrl, ipCountryUrl, captchaUrl } = externalServices(env, origin);
      return { paymentSdkUrl, geocodeUrl, ipCountryUrl, captchaUrl };
    },
  };
}
