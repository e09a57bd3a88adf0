import { request } from 'node:http';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { RELEASE_RECORD_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { migrate } from '../db/migrate';
import { startTestSite, type TestSite } from '../test-support/test-site';
import { shellSettingsOf } from './shell-settings';
import { createTelemetryRepository } from './telemetry-repository';
import { TELEMETRY_PATH } from './telemetry-route';

/** A release record naming the versions the reports below name (as the release tool writes it: a new file renamed over the old). */
function writeRecord(dir: string, versions: Record<string, string[]>): void {
  const published = (remote: string, version: string) => ({ version, entry: `remotes/${remote}/${version}/remoteEntry.js`, integrity: `sha384-${'A'.repeat(64)}`, exposes: ['./health'], publishedAt: '' });
  const remotes = Object.fromEntries(Object.entries(versions).map(([remote, list]) => [remote, { active: list[0], history: list.map((v) => published(remote, v)) }]));
  writeFileSync(path.join(dir, 'record.tmp'), JSON.stringify({ schemaVersion: 1, remotes }));
  renameSync(path.join(dir, 'record.tmp'), path.join(dir, RELEASE_RECORD_FILE));
}

let site: TestSite;
let releasesDir: string;
beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'telemetry-releases-'));
  writeRecord(releasesDir, { gallery: ['0.1.0-abc'], forms: ['0.1.0-def'] });
  site = await startTestSite({ releasesDir, telemetrySampleRate: 1, overrideOrigins: ['https://dev.example'], rateLimits: { telemetry: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await site.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string> = {}) => site.fetch(TELEMETRY_PATH, { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers } });
const load = { kind: 'load', remote: 'gallery', version: '0.1.0-abc', pointerMs: 10, entryMs: 20, moduleMs: 30, mountMs: 4 };

test('a beacon report is stored, one row per event, with the load total', async () => {
  const response = await post(JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [load, { kind: 'failure', remote: 'forms', version: '0.1.0-def', reason: 'network' }] }));
  expect(response.status).toBe(204);
  expect(site.query('SELECT page_view, remote, version, kind, reason, total_ms FROM telemetry_reports WHERE page_view = ? ORDER BY id', 'abcdefgh1234')).toEqual([
    { page_view: 'abcdefgh1234', remote: 'gallery', version: '0.1.0-abc', kind: 'load', reason: null, total_ms: 64 },
    { page_view: 'abcdefgh1234', remote: 'forms', version: '0.1.0-def', kind: 'failure', reason: 'network', total_ms: null },
  ]);
});

test('bad input is refused and nothing is stored', async () => {
  const before = site.count('telemetry_reports');
  const bad = [
    'not json',
    JSON.stringify({ v: 2, view: 'abcdefgh1234', events: [load] }),
    JSON.stringify({ v: 1, view: 'short', events: [load] }),
    JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [] }),
    JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [{ ...load, remote: 'Evil One' }] }),
    JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [{ ...load, version: '<script>' }] }),
    JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [{ ...load, entryMs: -1 }] }),
    JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [{ ...load, entryMs: 1e9 }] }),
    JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [{ kind: 'failure', remote: 'forms', version: '1', reason: 'made-up' }] }),
    JSON.stringify({ v: 1, view: 'abcdefgh1234', events: Array.from({ length: 51 }, () => load) }),
    // A valid event after an invalid one: the whole report is refused.
    JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [load, { kind: 'nope' }] }),
  ];
  for (const body of bad) expect((await post(body)).status).toBe(400);
  expect((await post('x'.repeat(20_000))).status).toBe(413);
  expect((await post(JSON.stringify({ v: 1, view: 'abcdefgh1234', events: [load] }), { Origin: 'https://evil.example' })).status).toBe(403);
  expect(site.count('telemetry_reports')).toBe(before);
});

describe('Web Vitals by remote@version', () => {
  const vital = (metric: string, value: unknown, extra: object = {}) => ({ kind: 'vital', remote: 'gallery', version: '0.1.0-abc', metric, value, ...extra });

  test('INP, CLS and LCP are stored in their own table with the module they were traced to', async () => {
    const events = [vital('inp', 212.4, { module: './lightbox' }), vital('cls', 0.123456), vital('lcp', 1830)];
    expect((await post(JSON.stringify({ v: 1, view: 'vitalsview01', events }))).status).toBe(204);
    expect(site.query('SELECT remote, version, metric, value, module FROM telemetry_vitals WHERE page_view = ? ORDER BY id', 'vitalsview01')).toEqual([
      { remote: 'gallery', version: '0.1.0-abc', metric: 'inp', value: 212, module: './lightbox' },
      { remote: 'gallery', version: '0.1.0-abc', metric: 'cls', value: 0.1235, module: null },
      { remote: 'gallery', version: '0.1.0-abc', metric: 'lcp', value: 1830, module: null },
    ]);
  });

  test('a vital that is not what the shell sends is refused with its report', async () => {
    const before = site.count('telemetry_vitals');
    for (const bad of [vital('fid', 10), vital('inp', -1), vital('inp', 1e9), vital('inp', '12'), vital('cls', -0.1), vital('cls', 1000), vital('cls', Number.NaN), vital('lcp', 10, { module: 'lightbox' }), vital('lcp', 10, { module: './<x>' })]) {
      expect((await post(JSON.stringify({ v: 1, view: 'badvitals001', events: [load, bad] }))).status).toBe(400);
    }
    expect(site.count('telemetry_vitals')).toBe(before);
  });
});

test('the table stays within its bound: the oldest rows go first', () => {
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  const repo = createTelemetryRepository(db, 5);
  for (let i = 0; i < 4; i++) repo.add({ v: 1, view: `view${i}abcdef`, events: [load as never, load as never] }, new Date(), 'sender');
  expect(db.prepare('SELECT page_view FROM telemetry_reports ORDER BY id').all()).toEqual(
    ['view1abcdef', 'view2abcdef', 'view2abcdef', 'view3abcdef', 'view3abcdef'].map((page_view) => ({ page_view })).slice(-5),
  );
});

test('pages carry the shell settings when telemetry or overrides are configured, and none by default', async () => {
  const html = await (await site.fetch('/demo/gallery.html')).text();
  expect(html).toMatch(/<script nonce="[^"]+">window\.cmsmf = Object\.assign\(\{"telemetry":\{"endpoint":"\/cmsmf\/telemetry","sampleRate":1\},"overrides":\{"allow":\["https:\/\/dev\.example"\]\}\}, window\.cmsmf\);<\/script>/);
  expect(shellSettingsOf({})).toEqual({});
  expect(shellSettingsOf({ telemetrySampleRate: 0 })).toEqual({});
});

/** Posts a report from another loopback address than the tests' own (a second visitor). */
function postFrom(localAddress: string, body: string): Promise<number> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, localAddress, method: 'POST', path: TELEMETRY_PATH, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('What one address can weigh in release status', () => {
  const report = (view: string, event: object = load) => JSON.stringify({ v: 1, view, events: [event] });

  test('each report is stored with a keyed hash of its sender, never the address: one per address', async () => {
    expect((await post(report('senderaaaa01'))).status).toBe(204);
    expect((await post(report('senderaaaa02'))).status).toBe(204);
    expect(await postFrom('127.0.0.2', report('senderbbbb01'))).toBe(204);
    const rows = site.query<{ page_view: string; sender: string }>("SELECT page_view, sender FROM telemetry_reports WHERE page_view LIKE 'sender%' ORDER BY page_view");
    expect(rows.map((r) => r.sender)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), rows[0]!.sender, expect.not.stringMatching(rows[0]!.sender)]);
    expect(JSON.stringify(site.query('SELECT * FROM telemetry_reports'))).not.toContain('127.0.0');
  });

  test('a remote@version the release record does not hold is not stored; one published after the site started is', async () => {
    const unknown = { ...load, version: '0.2.0-new' };
    const before = site.count('telemetry_reports');
    expect((await post(report('unpublished1', unknown))).status).toBe(400);
    expect((await post(report('unpublished2', { ...load, remote: 'shop' }))).status).toBe(400);
    // Of a report naming both, only the published version's event is kept.
    expect((await post(JSON.stringify({ v: 1, view: 'mixedreport1', events: [load, unknown] }))).status).toBe(204);
    expect(site.query('SELECT version FROM telemetry_reports WHERE page_view = ?', 'mixedreport1')).toEqual([{ version: '0.1.0-abc' }]);
    expect(site.count('telemetry_reports')).toBe(before + 1);
    writeRecord(releasesDir, { gallery: ['0.1.0-abc', '0.2.0-new'], forms: ['0.1.0-def'] });
    expect((await post(report('published01', unknown))).status).toBe(204);
  });
});

describe('The telemetry rate limit, on a site with the default limits', () => {
  let limited: TestSite;
  beforeAll(async () => {
    limited = await startTestSite({ releasesDir, telemetrySampleRate: 1 });
  });
  afterAll(() => limited.close());

  test('past 30 reports a minute from one address, reports answer 429 with Retry-After and nothing more is stored', async () => {
    const send = (i: number) =>
      limited.fetch(TELEMETRY_PATH, { method: 'POST', body: JSON.stringify({ v: 1, view: `flood${String(i).padStart(8, '0')}`, events: [{ kind: 'failure', remote: 'gallery', version: '0.1.0-abc', reason: 'network' }] }) });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await send(i);
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(204), ...Array<number>(10).fill(429)]);
    expect(limited.count('telemetry_reports')).toBe(30);
  });
});
