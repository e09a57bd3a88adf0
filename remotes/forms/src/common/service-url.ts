import type { PageGlobals } from '@cms-mf/shared-contracts';

/** The browser-facing external services a page may name (`var cmsmf_services`, printed by the CMS). */
export type ServiceName = 'geocodeUrl' | 'ipCountryUrl' | 'recaptchaScriptUrl' | 'hcaptchaScriptUrl' | 'turnstileScriptUrl';

/** The reference site's stand-ins, used when the page names no service. */
const STANDIN_PATHS: Readonly<Record<ServiceName, string>> = {
  geocodeUrl: '/standins/geocode',
  ipCountryUrl: '/standins/ip-country',
  recaptchaScriptUrl: '/standins/captcha/widgets/recaptcha.js',
  hcaptchaScriptUrl: '/standins/captcha/widgets/hcaptcha.js',
  turnstileScriptUrl: '/standins/captcha/widgets/turnstile.js',
};

/**
 * Base URL of an external service: the page's `cmsmf_services[name]` when it
 * is an http(s) URL, else the stand-in on the page's own origin. No trailing slash.
 */
export function serviceUrl(globals: PageGlobals, name: ServiceName, baseUri: string): string {
  const services = globals.cmsmf_services;
  const configured = services && typeof services === 'object' ? (services as Record<string, unknown>)[name] : undefined;
  if (typeof configured === 'string') {
    try {
      const url = new URL(configured, baseUri);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
    } catch {
      // fall through to the stand-in
    }
  }
  return new URL(STANDIN_PATHS[name], baseUri).href;
}
