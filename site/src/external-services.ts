/**
 * The switch between the local stand-ins and the real external services
 * (the demo and its tests need no outside service). Every endpoint defaults to its stand-in, served by the
 * reference site under `/standins`; setting the environment variable points
 * it at the real service. The site prints the browser-facing ones into page
 * globals and calls the server-facing ones itself.
 */
export interface ExternalServices {
  /**
   * Endpoint that opens a resumable cloud-drive upload session (the server
   * POSTs the file's metadata and gets the session URI in `Location`).
   * Server-facing: used by the `eacf7_get_google_drive_upload_url` action
   * through `createDriveUploadSession`. Real value:
   * `https://www.googleapis.com/upload/drive/v3/files?uploadType=resumable`
   * (needs an OAuth access token).
   * @default `${siteUrl}/standins/drive/sessions` (`DRIVE_UPLOAD_URL`)
   */
  readonly driveUploadUrl: string;
  /**
   * The payment provider's JS SDK script, without query: the `sdkBaseUrl`
   * given to `loadScript` of `@paypal/paypal-js`, which appends `client-id`
   * and `currency`. Browser-facing. Real value: `https://www.paypal.com/sdk/js`.
   * @default `${siteUrl}/standins/payments/sdk.js` (`PAYMENT_SDK_URL`)
   */
  readonly paymentSdkUrl: string;
  /**
   * Base of the payment provider's Orders API, which the server asks for an
   * order (`GET ${paymentApiUrl}/orders/{id}`) before it records an approval:
   * the browser's word that a payment was captured is never enough.
   * Server-facing, used by the `eacf7_update_payment` action through
   * `fetchPaymentOrder`; `PAYMENT_ACCESS_TOKEN`, when set, is sent as a bearer
   * token. Real value: `https://api-m.paypal.com/v2/checkout` (needs an OAuth
   * access token).
   * @default `${siteUrl}/standins/payments` (`PAYMENT_API_URL`)
   */
  readonly paymentApiUrl: string;
  /**
   * Base of the Nominatim-shaped reverse geocoder; the address autofill GETs
   * `${geocodeUrl}/reverse?format=json&lat=…&lon=…`. Browser-facing. Real
   * value: `https://nominatim.openstreetmap.org`.
   * @default `${siteUrl}/standins/geocode` (`GEOCODE_URL`)
   */
  readonly geocodeUrl: string;
  /**
   * Base of the IP country lookup; the phone field GETs `${ipCountryUrl}/json`
   * (the visitor's own address) and reads `{ip, country}`. Browser-facing.
   * Real value: `https://ipinfo.io` (with a token for volume).
   * @default `${siteUrl}/standins/ip-country` (`IP_COUNTRY_URL`)
   */
  readonly ipCountryUrl: string;
  /**
   * Base of the captcha service: the browser POSTs `{action}` to
   * `${captchaUrl}/token` before a submit; the server checks the token with
   * `verifyCaptchaToken(captchaUrl, …)`, which POSTs to `${captchaUrl}/verify`.
   * A real provider needs an adapter speaking these two calls.
   * @default `${siteUrl}/standins/captcha` (`CAPTCHA_URL`)
   */
  readonly captchaUrl: string;
  /**
   * The captcha widgets' scripts (reCAPTCHA v2, hCaptcha, Turnstile), loaded
   * by the forms remote with a captcha widget only, rendered explicitly.
   * Browser-facing. Real values: `https://www.google.com/recaptcha/api.js?render=explicit`,
   * `https://js.hcaptcha.com/1/api.js?render=explicit`,
   * `https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit`
   * (the server then needs the provider's verification behind `captchaUrl`).
   * @default `${siteUrl}/standins/captcha/widgets/{recaptcha,hcaptcha,turnstile}.js`
   *   (`RECAPTCHA_SCRIPT_URL`, `HCAPTCHA_SCRIPT_URL`, `TURNSTILE_SCRIPT_URL`)
   */
  readonly recaptchaScriptUrl: string;
  readonly hcaptchaScriptUrl: string;
  readonly turnstileScriptUrl: string;
  /**
   * Map tiles as a template with `{z}`, `{x}` and `{y}`, the way tile services
   * and map libraries name them. Browser-facing (the map module's images).
   * Real value: e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (mind
   * the service's usage policy and set `MAP_ATTRIBUTION`).
   * @default `${siteUrl}/standins/map-tiles/{z}/{x}/{y}.svg` (`MAP_TILES_URL`)
   */
  readonly mapTilesUrl: string;
}

/** Where the site mounts `createStandinsApp`. */
export const STANDINS_PATH = '/standins';

/** The environment variable behind each endpoint. */
export const EXTERNAL_SERVICE_VARIABLES = {
  driveUploadUrl: 'DRIVE_UPLOAD_URL',
  paymentSdkUrl: 'PAYMENT_SDK_URL',
  paymentApiUrl: 'PAYMENT_API_URL',
  geocodeUrl: 'GEOCODE_URL',
  ipCountryUrl: 'IP_COUNTRY_URL',
  captchaUrl: 'CAPTCHA_URL',
  recaptchaScriptUrl: 'RECAPTCHA_SCRIPT_URL',
  hcaptchaScriptUrl: 'HCAPTCHA_SCRIPT_URL',
  turnstileScriptUrl: 'TURNSTILE_SCRIPT_URL',
  mapTilesUrl: 'MAP_TILES_URL',
} as const satisfies Record<keyof ExternalServices, string>;

const STANDIN_PATHS: Record<keyof ExternalServices, string> = {
  driveUploadUrl: '/drive/sessions',
  paymentSdkUrl: '/payments/sdk.js',
  paymentApiUrl: '/payments',
  geocodeUrl: '/geocode',
  ipCountryUrl: '/ip-country',
  captchaUrl: '/captcha',
  recaptchaScriptUrl: '/captcha/widgets/recaptcha.js',
  hcaptchaScriptUrl: '/captcha/widgets/hcaptcha.js',
  turnstileScriptUrl: '/captcha/widgets/turnstile.js',
  mapTilesUrl: '/map-tiles/{z}/{x}/{y}.svg',
};

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The endpoints for this run: each from its environment variable when set
 * (non-empty), else the stand-in under `siteUrl` (the site's public URL,
 * e.g. `http://127.0.0.1:8080`). Pure: pass `process.env` in.
 * @throws Error naming the variable when a value is not an absolute http(s) URL,
 *   so a typo stops the start instead of breaking one feature in the browser.
 */
export function externalServices(env: Readonly<Record<string, string | undefined>>, siteUrl: string): ExternalServices {
  const site = siteUrl.replace(/\/+$/, '');
  const pick = (key: keyof ExternalServices): string => {
    const variable = EXTERNAL_SERVICE_VARIABLES[key];
    const value = env[variable]?.trim() || `${site}${STANDINS_PATH}${STANDIN_PATHS[key]}`;
    if (!isHttpUrl(value)) {
      throw new Error(`${env[variable]?.trim() ? variable : 'siteUrl'} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
    }
    // Bases get paths appended; a trailing slash would double it.
    return key === 'driveUploadUrl' || key === 'paymentSdkUrl' || key === 'mapTilesUrl' || key.endsWith('ScriptUrl') ? value : value.replace(/\/+$/, '');
  };
  return {
    driveUploadUrl: pick('driveUploadUrl'),
    paymentSdkUrl: pick('paymentSdkUrl'),
    paymentApiUrl: pick('paymentApiUrl'),
    geocodeUrl: pick('geocodeUrl'),
    ipCountryUrl: pick('ipCountryUrl'),
    captchaUrl: pick('captchaUrl'),
    recaptchaScriptUrl: pick('recaptchaScriptUrl'),
    hcaptchaScriptUrl: pick('hcaptchaScriptUrl'),
    turnstileScriptUrl: pick('turnstileScriptUrl'),
    mapTilesUrl: pick('mapTilesUrl'),
  };
}
