import type { Cms } from '../cms/load-cms';
import type { Repositories } from '../db/repositories';
import type { NonceService } from '../nonce/nonce-service';
import type { CaptchaVerdict } from '../standins';
import type { ProviderOrder } from '../payments/fetch-payment-order';
import type { StoredFiles } from '../uploads/stored-files';

/** The file a cloud-drive upload session is opened for. */
export interface DriveSessionFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly folderId?: string;
}

/** The external services handlers call (the local stand-ins, or the real ones by configuration). */
export interface ExternalCalls {
  /** Opens a resumable upload at the cloud drive and returns the session URI the browser uploads to. */
  openDriveSession(file: DriveSessionFile, requestOrigin: string): Promise<string>;
  /**
   * Asks the captcha service whether `token` was issued for `action`, spending it.
   * @throws CaptchaServiceError when the service gives no verdict.
   */
  verifyCaptcha(input: { readonly token: string; readonly action: string }, requestOrigin: string): Promise<CaptchaVerdict>;
  /**
   * The payment provider's record of an order; null when it has none.
   * @throws PaymentProviderError when the provider cannot say.
   */
  findPaymentOrder(orderId: string, requestOrigin: string): Promise<ProviderOrder | null>;
  /** The endpoints the browser calls itself (payment SDK, geocoder, IP country, captcha, map tiles), printed in the page globals. */
  browserServices(requestOrigin: string): BrowserServices;
}

/** Printed as the page global `cmsmf_services`. */
export interface BrowserServices {
  readonly paymentSdkUrl: string;
  readonly geocodeUrl: string;
  readonly ipCountryUrl: string;
  readonly captchaUrl: string;
  /** The captcha widgets' scripts, loaded with a widget only. */
  readonly recaptchaScriptUrl: string;
  readonly hcaptchaScriptUrl: string;
  readonly turnstileScriptUrl: string;
  /** Map tiles template (`{z}/{x}/{y}`). */
  readonly mapTilesUrl: string;
  /** Who the map tiles are from (`MAP_ATTRIBUTION`), shown on maps when set. */
  readonly mapAttribution?: string;
  /** The payment provider's client id for its SDK (`PAYMENT_CLIENT_ID`), when set. */
  readonly paymentClientId?: string;
}

/** Cookie writes a handler asks for; the endpoint adds them to the answer. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeSeconds: number; httpOnly: boolean }): void;
}

/** What every action handler may use. Built once per request by the ajax endpoint. */
export interface ActionContext {
  readonly repos: Repositories;
  readonly cms: Cms;
  readonly nonces: NonceService;
  readonly files: StoredFiles;
  /** The site secret (checksums of newsletter lists). */
  readonly secret: Buffer;
  /** Largest request body, also the uploaders' `max_post_size`. */
  readonly maxPostSize: number;
  readonly now: () => Date;
  readonly cookies: CookieJar;
  readonly external: ExternalCalls;
  /** `scheme://host:port` the request came to (for absolute links the browser follows). */
  readonly origin: string;
  /** The visitor's address as the socket saw it, for newsletter records. */
  readonly clientIp: string;
}
