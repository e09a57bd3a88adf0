import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACTION_POLICIES, type ActionName, type NonceKind } from '@cms-mf/shared-contracts/actions';
import BetterSqlite3 from 'better-sqlite3';
import type { SiteConfig } from '../config/site-config';
import { DATABASE_FILE } from '../db/open-database';
import { type RunningSite, startSite, type StartOptions } from '../server';
import { UPLOADS_FOLDER } from '../uploads/stored-files';
import { rawPost } from './raw-post';

const SITE_DIR = path.resolve(__dirname, '../..');
const REPO_DIR = path.resolve(SITE_DIR, '..');

/** A field value as a test posts it: text, a list (`name[]`), or a file. */
export type PostValue = string | readonly string[] | File;

export interface ActionResult {
  readonly status: number;
  readonly text: string;
  readonly headers: Headers;
  /** The parsed body, or undefined when it is not JSON. */
  readonly json: unknown;
}

/** A reference site on a free port over a temporary DATA_DIR, with the repository's pages and CMS content. */
export interface TestSite {
  readonly url: string;
  readonly config: SiteConfig;
  /**
   * POSTs an action as the shared client does (multipart); adds a fresh nonce of the action's kind unless `nonce` is given.
   * `localAddress` posts it as another visitor (the site keys visitors by address; any of 127.0.0.0/8 reaches it).
   */
  action(action: string, fields?: Readonly<Record<string, PostValue>>, options?: { nonce?: string; cookie?: string; localAddress?: string }): Promise<ActionResult>;
  /** A fresh nonce through the refresh action. */
  nonce(kind: NonceKind): Promise<string>;
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>;
  /** Rows in a table, read through a separate connection (what is really on disk). */
  count(table: string): number;
  /** Runs a read-only query on the database file. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** Files in DATA_DIR/uploads. */
  storedFiles(): string[];
  /** Stops the server and starts a new one on the same DATA_DIR. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSite(overrides: Partial<SiteConfig> = {}, options: StartOptions = {}): Promise<TestSite> {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'site-data-'));
  const config: SiteConfig = {
    port: 0,
    host: '127.0.0.1',
    releasesDir: path.join(REPO_DIR, 'releases'),
    shellDir: path.join(REPO_DIR, 'shell/dist'),
    pagesDir: path.join(SITE_DIR, 'pages'),
    publicDir: path.join(SITE_DIR, 'public'),
    cmsDir: path.join(SITE_DIR, 'cms'),
    ...overrides,
    dataDir,
  };
  let running: RunningSite = await startSite(config, options);
  const readDb = <T>(work: (db: BetterSqlite3.Database) => T): T => {
    const db = new BetterSqlite3(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  const site: TestSite = {
    get url() {
      return running.url;
    },
    config,
    fetch: (pathAndQuery, init) => fetch(`${running.url}${pathAndQuery}`, init),
    async action(action, fields = {}, options = {}) {
      const form = new FormData();
      form.append('action', action);
      const spec = Object.hasOwn(ACTION_POLICIES, action) ? ACTION_POLICIES[action as ActionName].nonce : null;
      if (spec) form.append(spec.field, options.nonce ?? (await site.nonce(spec.kind)));
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === 'string' || value instanceof File) form.append(name, value);
        else for (const item of value) form.append(`${name}[]`, item);
      }
      const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {};
      let status: number;
      let text: string;
      let responseHeaders: Headers;
      if (options.localAddress) {
        const encoded = new Request(running.url, { method: 'POST', body: form });
        const body = new Uint8Array(await encoded.arrayBuffer());
        const raw = await rawPost(running.url, '/wp-admin/admin-ajax.php', { body, headers: { ...headers, 'Content-Type': encoded.headers.get('content-type')! }, localAddress: options.localAddress });
        ({ status, text } = raw);
        responseHeaders = new Headers(Object.entries(raw.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]])));
      } else {
        const response = await fetch(`${running.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: form, headers });
        status = response.status;
        responseHeaders = response.headers;
        text = await response.text();
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status, text, headers: responseHeaders, json };
    },
    async nonce(kind) {
      const result = await site.action('cmsmf_refresh_nonce', { kind });
      return (result.json as { data: { nonce: string } }).data.nonce;
    },
    count: (table) => readDb((db) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n),
    query: (sql, ...params) => readDb((db) => db.prepare(sql).all(...params) as never[]),
    storedFiles: () => readdirSync(path.join(dataDir, UPLOADS_FOLDER)).sort(),
    async restart() {
      await running.close();
      running = await startSite(config, options);
    },
    async close() {
      await running.close();
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

/** A File as a browser would post it. */
export const file = (name: string, content: Uint8Array | string, type = 'application/octet-stream'): File =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });
