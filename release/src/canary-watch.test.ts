import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startCanary } from './canary';
import { watchCanary } from './canary-watch';
import { readPointerFile } from './pointer-file';
import { publish } from './publish';
import { listReleases } from './list';
import { haltsOf } from './record-fields';
import { releaseStatus } from './status';
import { fakeBuild } from '@cms-mf/test-support/doubles/fake-build';

let work: string;
let releasesDir: string;
let dbFile: string;
let stable: string;
let next: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'canary-watch-'));
  releasesDir = path.join(work, 'releases');
  stable = (await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild(path.join(work, 'v1'), 'one'), packageVersion: '1.0.0' })).version;
  next = (await publish({ releasesDir, remote: 'gallery', buildDir: await fakeBuild(path.join(work, 'v2'), 'two'), packageVersion: '1.0.0', activate: false })).version;
  dbFile = path.join(work, 'site.sqlite');
  const db = new Database(dbFile);
  db.exec(`CREATE TABLE telemetry_reports (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, page_view TEXT NOT NULL, remote TEXT NOT NULL, version TEXT NOT NULL,
      kind TEXT NOT NULL, reason TEXT, total_ms INTEGER, sender TEXT);
    CREATE TABLE telemetry_vitals (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, sender TEXT NOT NULL, page_view TEXT NOT NULL, remote TEXT NOT NULL,
      version TEXT NOT NULL, metric TEXT NOT NULL, value REAL NOT NULL, module TEXT)`);
  db.close();
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** `count` page views of a version, each from its own visitor, with the INP each had (ms). */
function pageViews(version: string, count: number, inpMs: number, at = new Date()): void {
  const db = new Database(dbFile);
  const report = db.prepare("INSERT INTO telemetry_reports (received_at, page_view, remote, version, kind, total_ms, sender) VALUES (?, ?, 'gallery', ?, 'load', 50, ?)");
  const vital = db.prepare("INSERT INTO telemetry_vitals (received_at, sender, page_view, remote, version, metric, value, module) VALUES (?, ?, ?, 'gallery', ?, 'inp', ?, './lightbox')");
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const view = `${version}-${at.getTime()}-${i}`;
      report.run(at.toISOString(), view, version, `visitor-${view}`);
      vital.run(at.toISOString(), `visitor-${view}`, view, version, inpMs);
    }
  })();
  db.close();
}

test('a slow canary is halted once both sides have the page views to say so, with why in the history', async () => {
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 50, guard: { minPageViews: 5 } });
  pageViews(stable, 5, 80);
  pageViews(next, 4, 400);
  expect(await watchCanary({ releasesDir, dbFile }, 'gallery')).toMatch(/^gallery: canary \S+ for 50 % runs on: within its guard rails so far; too few to judge failure rate: 4 canary and 5 stable page views of 5 each/);
  pageViews(next, 1, 400);
  const line = await watchCanary({ releasesDir, dbFile }, 'gallery');
  expect(line).toBe(`gallery: canary ${next} HALTED (guard rail: p75 INP 400 ms vs stable 80 ms (+320 ms, margin 50 ms) over 5 and 5 page views); everyone runs ${stable} from the next page view`);
  const release = (await readPointerFile(releasesDir)).remotes.gallery!;
  expect(release.canary).toBeUndefined();
  expect(haltsOf(release.history.find((v) => v.version === next)!)).toEqual([{ at: expect.any(String), reason: 'guard rail: p75 INP 400 ms vs stable 80 ms (+320 ms, margin 50 ms) over 5 and 5 page views' }]);
  expect(await watchCanary({ releasesDir, dbFile }, 'gallery')).toBe('gallery: no canary running');
  expect(await listReleases(releasesDir)).toContainEqual(expect.stringMatching(/^ {4}canary halted \S+: guard rail: p75 INP 400 ms vs stable 80 ms/));
});

test('a healthy canary is left running; page views from before it started do not count', async () => {
  pageViews(next, 50, 900, new Date(Date.now() - 3_600_000));
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 50, guard: { minPageViews: 5 } });
  pageViews(stable, 6, 100);
  pageViews(next, 6, 140);
  expect(await watchCanary({ releasesDir, dbFile }, 'gallery')).toBe(`gallery: canary ${next} for 50 % runs on: within its guard rails`);
  expect((await readPointerFile(releasesDir)).remotes.gallery!.canary?.version).toBe(next);
});

test('release status judges every canary below its table', async () => {
  await startCanary({ releasesDir, remote: 'gallery', version: next, percent: 50, guard: { minPageViews: 5 } });
  pageViews(stable, 5, 80);
  pageViews(next, 5, 400);
  const lines = await releaseStatus({ releasesDir, dbFile });
  expect(lines.at(-1)).toMatch(/^gallery: canary \S+ HALTED \(guard rail: p75 INP 400 ms/);
  expect(lines.find((l) => l.startsWith(`gallery  ${stable}`))).toMatch(/\s80\s+—$/);
});
