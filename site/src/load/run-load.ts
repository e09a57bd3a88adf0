import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { type SiteProcess, startSiteProcess } from '@cms-mf/test-support';
import { DATABASE_FILE } from '../db/open-database';
import { type LatencySummary, pickByWeight, summarise } from './load-stats';

/** The mix of one loopback load: reads of pages, media and nonces, and writes (contact-form sends that store and mail). */
export const LOAD_MIX = { page: 40, media: 20, nonce: 15, write: 25 } as const;
type Kind = keyof typeof LOAD_MIX;

export interface LoadOptions {
  /** @default 60 */
  readonly seconds: number;
  /** Requests in flight at once. @default 16 */
  readonly concurrency: number;
  /** SIGKILL the site half-way, restart it on the same data, and go on. @default true */
  readonly killMidway: boolean;
}

export interface LoadReport {
  readonly seconds: number;
  readonly requests: number;
  readonly perSecond: number;
  readonly byKind: Readonly<Record<Kind, LatencySummary>>;
  /** Writes the site answered `mail_sent` for. */
  readonly acknowledgedWrites: number;
  /** Of those, the ones found in the database at the end (must equal the acknowledged). */
  readonly storedAcknowledged: number;
  /** Rows of this run in the database (acknowledged plus any stored whose answer the kill cut off). */
  readonly storedRows: number;
  readonly killed: boolean;
  /** Requests cut off by the kill (errors expected while the site restarts). */
  readonly cutOff: number;
}

/**
 * A bounded loopback load: mixed reads and writes against a site in
 * a child process over a fresh DATA_DIR for `seconds`, a hard kill half-way and
 * a restart, then the database is counted against the acknowledged writes.
 * Reported, not a pass/fail timing; `lostWrites` must be 0.
 */
export async function runLoad({ seconds = 60, concurrency = 16, killMidway = true }: Partial<LoadOptions> = {}): Promise<LoadReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-load-'));
  const env = { DATA_DIR: dataDir };
  let site: SiteProcess = await startSiteProcess(env);
  const run = `load-${Date.now().toString(36)}`;
  const latencies: Record<Kind, number[]> = { page: [], media: [], nonce: [], write: [] };
  const errors: Record<Kind, number> = { page: 0, media: 0, nonce: 0, write: 0 };
  const acknowledged = new Set<string>();
  let restarting: Promise<void> | null = null;
  let cutOff = 0;
  let sequence = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  let killed = false;

  const once = async (kind: Kind): Promise<void> => {
    const base = site.url;
    const at = performance.now();
    try {
      const ok = await request(base, kind, run, () => `${run}-${++sequence}`, acknowledged);
      latencies[kind].push(performance.now() - at);
      if (!ok) errors[kind]++;
    } catch {
      // A connection the kill cut, or one made while the site restarted.
      if (restarting || base !== site.url) cutOff++;
      else errors[kind]++;
    }
  };

  const worker = async () => {
    while (Date.now() < deadline) {
      if (restarting) await restarting;
      await once(pickByWeight(LOAD_MIX, Math.random()));
    }
  };
  const killer = async () => {
    if (!killMidway) return;
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
    killed = true;
    restarting = (async () => {
      await site.kill();
      site = await startSiteProcess(env);
    })();
    await restarting;
    restarting = null;
  };
  await Promise.all([killer(), ...Array.from({ length: concurrency }, worker)]);
  const elapsed = (Date.now() - started) / 1000;
  await site.stop();

  const db = new BetterSqlite3(path.join(dataDir, DATABASE_FILE), { readonly: true });
  const rows = db.prepare("SELECT json_extract(fields_json, '$.\"your-message\"') AS message FROM submissions WHERE fields_json LIKE ?").all(`%${run}-%`) as { message: string }[];
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
  const stored = new Set(rows.map((row) => /(load-\S+)/.exec(row.message)?.[1] ?? ''));
  const requests = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
  return {
    seconds: Math.round(elapsed),
    requests,
    perSecond: Math.round(requests / elapsed),
    byKind: Object.fromEntries((Object.keys(LOAD_MIX) as Kind[]).map((kind) => [kind, summarise(latencies[kind], errors[kind])])) as Record<Kind, LatencySummary>,
    acknowledgedWrites: acknowledged.size,
    storedAcknowledged: [...acknowledged].filter((id) => stored.has(id)).length,
    storedRows: rows.length,
    killed,
    cutOff,
  };
}

/** One request of a kind; true when the site answered as it should. Writes record their id once acknowledged. */
async function request(base: string, kind: Kind, run: string, nextId: () => string, acknowledged: Set<string>): Promise<boolean> {
  switch (kind) {
    case 'page':
      return drain(await fetch(`${base}/demo/contact.html`));
    case 'media':
      return drain(await fetch(`${base}/media/demo.css`).then(async () => fetch(`${base}/media/theme-demo.css`)));
    case 'nonce': {
      const response = await fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'cmsmf_refresh_nonce', kind: 'eacf7' }) });
      return drain(response);
    }
    case 'write': {
      const id = nextId();
      const form = new FormData();
      form.append('_wpcf7_unit_tag', 'wpcf7-f1-o1');
      form.append('your-name', 'Load Runner');
      form.append('your-email', 'load@example.com');
      form.append('your-message', `Message ${id} of the ${run} run.`);
      const response = await fetch(`${base}/wp-json/contact-form-7/v1/contact-forms/1/feedback`, { method: 'POST', body: form });
      const answer = (await response.json()) as { status?: string };
      if (answer.status !== 'mail_sent') return false;
      acknowledged.add(id);
      return true;
    }
  }
}

async function drain(response: Response): Promise<boolean> {
  await response.arrayBuffer();
  return response.ok;
}
