import BetterSqlite3 from 'better-sqlite3';
import { migrate } from '../db/migrate';
import { startTestSite, type TestSite } from '../test-support/test-site';
import { shellSettingsOf, parseOverrideOrigins, parseSampleRate } from './shell-settings';
import { createTelemetryRepository } from './telemetry-repository';
import { TELEMETRY_PATH } from './telemetry-route';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite({ telemetrySampleRate: 1, overrideOrigins: ['https://dev.example'] });
});
afterAll(() => site.close());

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

test('the table stays within its bound: the oldest rows go first', () => {
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  const repo = createTelemetryRepository(db, 5);
  for (let i = 0; i < 4; i++) repo.add({ v: 1, view: `view${i}abcdef`, events: [load as never, load as never] }, new Date());
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

test('settings from the environment are checked at start', () => {
  expect(parseOverrideOrigins('https://dev.example, http://localhost:4000')).toEqual(['https://dev.example', 'http://localhost:4000']);
  expect(() => parseOverrideOrigins('https://dev.example/path')).toThrow('is not an origin');
  expect(() => parseOverrideOrigins('javascript:alert(1)')).toThrow('is not an origin');
  expect(parseOverrideOrigins(undefined)).toBeUndefined();
  expect(parseSampleRate('0.25')).toBe(0.25);
  expect(() => parseSampleRate('2')).toThrow('TELEMETRY_SAMPLE_RATE');
});
