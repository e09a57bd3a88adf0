import type { Database } from 'better-sqlite3';
import type { ExternalCalls } from './ajax/action-context';
import { type Cms, loadCms } from './cms/load-cms';
import { cmsDirOf, maxPostSizeOf, type SiteConfig } from './config/site-config';
import { openDatabase } from './db/open-database';
import { createRepositories, type Repositories } from './db/repositories';
import { createNonceService, type NonceService } from './nonce/nonce-service';
import { loadSiteSecret } from './nonce/nonce-secret';
import { createStoredFiles, type StoredFiles } from './uploads/stored-files';
import { createSiteLimits, type SiteLimits } from './limits/site-limits';

/** Everything the routes share for the life of one running site. */
export interface SiteState {
  readonly config: SiteConfig;
  readonly db: Database;
  readonly repos: Repositories;
  readonly cms: Cms;
  readonly secret: Buffer;
  readonly nonces: NonceService;
  readonly files: StoredFiles;
  readonly maxPostSize: number;
  readonly now: () => Date;
  readonly external: ExternalCalls;
  /** Rate limits per visitor and per target (limits/site-limits.ts). */
  readonly limits: SiteLimits;
}

export interface SiteStateOptions {
  /** @default () => new Date() */
  readonly now?: () => Date;
  readonly external: ExternalCalls;
}

/**
 * Opens the data directory (database with migrations, site secret, uploads
 * folder) and loads the CMS content. Throws before anything listens when the
 * content is malformed (CatalogueError) or a migration fails.
 */
export function openSiteState(config: SiteConfig, options: SiteStateOptions): SiteState {
  const cms = loadCms(cmsDirOf(config));
  const now = options.now ?? (() => new Date());
  const db = openDatabase(config.dataDir);
  const repos = createRepositories(db);
  const secret = loadSiteSecret(config.dataDir);
  return {
    config,
    db,
    repos,
    cms,
    secret,
    nonces: createNonceService(secret, now, config.nonceLifetimeMs),
    files: createStoredFiles(config.dataDir, repos.uploads, config.uploadQuota, now),
    maxPostSize: maxPostSizeOf(config),
    now,
    external: options.external,
    limits: createSiteLimits(secret, now, config.rateLimits),
  };
}
