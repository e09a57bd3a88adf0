import path from 'node:path';
import { LIMIT_NAMES, type LimitName, parseLimit } from '../limits/site-limits';
import type { RateLimit } from '../limits/rate-limiter';
import { MIN_NONCE_LIFETIME_MS } from '../nonce/nonce';
import { DEFAULT_MAX_POST_SIZE, REPO_ROOT, type SiteConfig, type UploadQuotaSettings } from './site-config';

/** The site's config from its environment variables (see SiteConfig); a malformed value stops the start. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const dir = (name: string, fallback: string) => path.resolve(env[name] ?? path.join(REPO_ROOT, fallback));
  return {
    port: env.PORT === undefined ? 8080 : Number(env.PORT),
    host: env.HOST ?? '127.0.0.1',
    releasesDir: dir('RELEASES_DIR', 'releases'),
    shellDir: dir('SHELL_DIR', 'shell/dist'),
    pagesDir: dir('PAGES_DIR', 'site/pages'),
    remotesDir: dir('REMOTES_DIR', 'remotes'),
    publicDir: dir('PUBLIC_DIR', 'site/public'),
    dataDir: dir('DATA_DIR', 'data'),
    cmsDir: dir('CMS_DIR', 'site/cms'),
    maxPostSize: env.MAX_POST_SIZE === undefined ? DEFAULT_MAX_POST_SIZE : Number(env.MAX_POST_SIZE),
    telemetrySampleRate: parseSampleRate(env.TELEMETRY_SAMPLE_RATE),
    overrideOrigins: parseOverrideOrigins(env.OVERRIDE_ORIGINS),
    rateLimits: rateLimitsFromEnv(env),
    uploadQuota: uploadQuotaFromEnv(env),
    nonceLifetimeMs: nonceLifetimeFromEnv(env.NONCE_LIFETIME_SECONDS),
  };
}

/** `NONCE_LIFETIME_SECONDS`: unset keeps the default; anything but a number of seconds (2 or more) stops the start. */
function nonceLifetimeFromEnv(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const ms = Number(text) * 1000;
  if (text.trim() === '' || !Number.isFinite(ms) || ms < MIN_NONCE_LIFETIME_MS) {
    throw new Error(`NONCE_LIFETIME_SECONDS must be a number of seconds, ${MIN_NONCE_LIFETIME_MS / 1000} or more; it is "${text}"`);
  }
  return ms;
}

/** `RATE_LIMIT_{NAME}` (NAME in upper snake case: `LOGIN_ACCOUNT`) as `count/seconds`; a malformed one stops the start. */
function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<Record<LimitName, RateLimit>> {
  const limits: Partial<Record<LimitName, RateLimit>> = {};
  for (const name of LIMIT_NAMES) {
    const variable = `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
    const text = env[variable];
    if (text === undefined) continue;
    const limit = parseLimit(text);
    if (!limit) throw new Error(`${variable} must be count/seconds, like 10/900; it is "${text}"`);
    limits[name] = limit;
  }
  return limits;
}

function uploadQuotaFromEnv(env: NodeJS.ProcessEnv): Partial<UploadQuotaSettings> {
  const number = (variable: string, scale: number): number | undefined => {
    const text = env[variable];
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${variable} must be a positive number; it is "${text}"`);
    return value * scale;
  };
  const settings = {
    perVisitorBytes: number('UPLOAD_QUOTA_VISITOR_MB', 1024 * 1024),
    totalBytes: number('UPLOAD_QUOTA_TOTAL_MB', 1024 * 1024),
    unattachedMs: number('UPLOAD_UNATTACHED_HOURS', 60 * 60 * 1000),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/** Parses `OVERRIDE_ORIGINS` (comma-separated origins); anything that is not a bare http(s) origin is an error at start. */
export function parseOverrideOrigins(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value.split(',').map((item) => {
    const origin = item.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) throw new TypeError(`OVERRIDE_ORIGINS: "${origin}" is not an origin like https://dev.example`);
    return origin;
  });
}

/** Parses `TELEMETRY_SAMPLE_RATE` (0–1). */
export function parseSampleRate(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const rate = Number(value);
  if (!(rate >= 0 && rate <= 1)) throw new TypeError(`TELEMETRY_SAMPLE_RATE: "${value}" is not a share between 0 and 1`);
  return rate;
}
