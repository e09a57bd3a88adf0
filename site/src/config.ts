import path from 'node:path';
import { parseOverrideOrigins, parseSampleRate } from './telemetry/shell-settings';
import { LIMIT_NAMES, type LimitName, parseLimit } from './limits/site-limits';
import type { RateLimit } from './limits/rate-limiter';
import { MIN_NONCE_LIFETIME_MS } from './nonce/nonce';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Request bodies above this are refused with 413 (PHP's `post_max_size` of a typical host). */
export const DEFAULT_MAX_POST_SIZE = 8 * 1024 * 1024;

/** Where the reference site finds everything; each folder can be replaced by an environment variable. */
export interface SiteConfig {
  /** @default 8080 (`PORT`; 0 picks a free port) */
  readonly port: number;
  /** @default '127.0.0.1' (`HOST`) */
  readonly host: string;
  /** Published remotes and `remotes.json`. @default ./releases (`RELEASES_DIR`) */
  readonly releasesDir: string;
  /** The shell build. @default ./shell/dist (`SHELL_DIR`) */
  readonly shellDir: string;
  /** Demo pages; a site owner can serve their own folder. @default ./site/pages (`PAGES_DIR`) */
  readonly pagesDir: string;
  /** Remotes whose `demo/` pages the site serves at `/demo/remotes/<name>/`. @default ./remotes (`REMOTES_DIR`) */
  readonly remotesDir?: string;
  /** Static media of the demo pages. @default ./site/public (`PUBLIC_DIR`) */
  readonly publicDir: string;
  /** Database, nonce secret and uploads. @default ./data (`DATA_DIR`) */
  readonly dataDir: string;
  /** The CMS content: form catalogue, newsletter lists, A/B tests, posts. @default ./site/cms (`CMS_DIR`) */
  readonly cmsDir?: string;
  /** Largest request body in bytes; also the `max_post_size` of every uploader. @default 8 MiB (`MAX_POST_SIZE`) */
  readonly maxPostSize?: number;
  /** Share of page views whose shell sends field telemetry; off unless set. (`TELEMETRY_SAMPLE_RATE`, 0–1) */
  readonly telemetrySampleRate?: number;
  /** Origins whose builds may override a remote (`OVERRIDE_ORIGINS`, comma-separated); off unless set. */
  readonly overrideOrigins?: readonly string[];
  /** Rate limits replacing the defaults of limits/site-limits.ts (`RATE_LIMIT_LOGIN=10/900`: 10 per 900 s). */
  readonly rateLimits?: Partial<Record<LimitName, RateLimit>>;
  /** How long a nonce lives, WordPress's `nonce_life`: it verifies for half of it at least. @default 24 h (`NONCE_LIFETIME_SECONDS`) */
  readonly nonceLifetimeMs?: number;
  /** Upload quotas replacing the defaults of uploads/upload-quota.ts (`UPLOAD_QUOTA_VISITOR_MB`, `UPLOAD_QUOTA_TOTAL_MB`, `UPLOAD_UNATTACHED_HOURS`). */
  readonly uploadQuota?: Partial<UploadQuotaSettings>;
}

/** How much visitors may store, and for how long files no submission took are kept. */
export interface UploadQuotaSettings {
  /** Bytes one visitor may store within `unattachedMs`, sent with a form or not. */
  readonly perVisitorBytes: number;
  /** Bytes all unsent uploads may take together. */
  readonly totalBytes: number;
  /** How long an upload no submission took is kept. */
  readonly unattachedMs: number;
}

/** The CMS content folder of a config (the repository's own when unset). */
export function cmsDirOf(config: SiteConfig): string {
  return config.cmsDir ?? path.join(repoRoot, 'site/cms');
}

/** The remotes folder of a config (the repository's own when unset). */
export function remotesDirOf(config: SiteConfig): string {
  return config.remotesDir ?? path.join(repoRoot, 'remotes');
}

export function maxPostSizeOf(config: SiteConfig): number {
  return config.maxPostSize ?? DEFAULT_MAX_POST_SIZE;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const dir = (name: string, fallback: string) => path.resolve(env[name] ?? path.join(repoRoot, fallback));
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
