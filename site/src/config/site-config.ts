import path from 'node:path';
import type { LimitName } from '../limits/site-limits';
import type { RateLimit } from '../limits/rate-limiter';

/** The repository's root, where the defaults of every folder are. */
export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

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
  return config.cmsDir ?? path.join(REPO_ROOT, 'site/cms');
}

/** The remotes folder of a config (the repository's own when unset). */
export function remotesDirOf(config: SiteConfig): string {
  return config.remotesDir ?? path.join(REPO_ROOT, 'remotes');
}

export function maxPostSizeOf(config: SiteConfig): number {
  return config.maxPostSize ?? DEFAULT_MAX_POST_SIZE;
}
