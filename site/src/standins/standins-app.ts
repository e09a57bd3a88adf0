import { Hono } from 'hono';
import { createCaptchaRoutes } from './captcha';
import { openStandinsDb } from './db/open-standins-db';
import { createDriveRoutes } from './drive';
import { createGeocodeRoutes } from './geocode';
import { createIpCountryRoutes, parseCountryCode } from './ip-country';
import { createMapTileRoutes } from './map-tiles';
import { createPaymentRoutes } from './payments';
import type { StandinsRuntime } from './standins-runtime';

/** Options of `createStandinsApp`. */
export interface StandinsOptions {
  /** The site's data directory; the stand-ins keep a database and uploaded bytes in `dataDir/standins/`. */
  readonly dataDir: string;
  /**
   * Public origin of the site (`https://example.test`), for the absolute links
   * the stand-ins hand out (session URIs, `webViewLink`, `iconLink`). Set it
   * when a proxy makes the request's own origin differ from the visitor's.
   * The mount path (`/standins`) is read off each request, so leave it out.
   * @default each request's origin
   */
  readonly publicBaseUrl?: string;
  /**
   * Country the IP lookup answers for loopback, private and unknown
   * addresses: on a developer's machine every visitor is 127.0.0.1.
   * @default process.env.IP_COUNTRY_DEFAULT, else 'US'
   */
  readonly ipCountryDefault?: string;
  /**
   * The clock, in milliseconds since the epoch. Tests pass their own to step
   * past captcha-token and session expiry without waiting.
   * @default Date.now
   */
  readonly now?: () => number;
}

/**
 * The local stand-ins for the external services, as one Hono app with
 * relative routes, to be mounted by the site at `/standins`:
 * `/drive/*` (cloud drive), `/payments/*` (payment SDK and orders),
 * `/geocode/reverse`, `/ip-country`, `/captcha/*`, `/map-tiles/{z}/{x}/{y}.svg`.
 * @throws Error when `ipCountryDefault` (or `IP_COUNTRY_DEFAULT`) is not a two-letter country code.
 */
export function createStandinsApp(options: StandinsOptions): Hono {
  const countryText = options.ipCountryDefault ?? process.env.IP_COUNTRY_DEFAULT ?? 'US';
  const ipCountryDefault = parseCountryCode(countryText);
  if (!ipCountryDefault) throw new Error(`IP_COUNTRY_DEFAULT must be a two-letter country code, got ${JSON.stringify(countryText)}`);
  const runtime: StandinsRuntime = {
    db: openStandinsDb(options.dataDir),
    dataDir: options.dataDir,
    publicBaseUrl: options.publicBaseUrl,
    ipCountryDefault,
    now: options.now ?? Date.now,
  };
  const app = new Hono();
  app.route('/', createDriveRoutes(runtime));
  app.route('/', createPaymentRoutes(runtime));
  app.route('/', createGeocodeRoutes());
  app.route('/', createIpCountryRoutes(runtime));
  app.route('/', createCaptchaRoutes(runtime));
  app.route('/', createMapTileRoutes());
  return app;
}
