import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { releaseStatus } from './status';

// `release status` reads the sender of each report, and bounds what one weighs.
let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'status-test-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A database with the telemetry table as a CMS stores it; `sender` only when asked for. */
function database(withSender: boolean, rows: ReadonlyArray<{ view: string; kind: 'load' | 'failure'; sender: string }>): string {
  const file = path.join(work, `site-${withSender}.sqlite`);
  const db = new Database(file);
  db.exec(`CREATE TABLE telemetry_reports (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, page_view TEXT NOT NULL, remote TEXT NOT NULL,
    version TEXT NOT NULL, kind TEXT NOT NULL, reason TEXT, total_ms INTEGER${withSender ? ', sender TEXT' : ''})`);
  const insert = db.prepare(`INSERT INTO telemetry_reports (received_at, page_view, remote, version, kind, reason, total_ms${withSender ? ', sender' : ''})
    VALUES (?, ?, 'gallery', '1.0.0-abc', ?, ?, ?${withSender ? ', ?' : ''})`);
  db.transaction(() => {
    for (const row of rows) {
      const values = [new Date().toISOString(), row.view, row.kind, row.kind === 'load' ? null : 'network', row.kind === 'load' ? 50 : null];
      insert.run(...(withSender ? [...values, row.sender] : values));
    }
  })();
  db.close();
  return file;
}

const healthy = Array.from({ length: 20 }, (_, i) => ({ view: `real${i}`, kind: 'load' as const, sender: `visitor${i}` }));
const forged = Array.from({ length: 500 }, (_, i) => ({ view: `forged${i}`, kind: 'failure' as const, sender: 'one-address' }));

test('500 forged failure reports from one address count as 10 page views of a healthy version', async () => {
  const lines = await releaseStatus({ releasesDir: work, dbFile: database(true, [...healthy, ...forged]) });
  expect(lines[1]).toMatch(/^gallery\s+1\.0\.0-abc\s+30\s+33\.3 %\s+50\s+—\s+—$/);
});

test('a table without senders (stored before they were kept) is read, every row counted', async () => {
  const lines = await releaseStatus({ releasesDir: work, dbFile: database(false, healthy) });
  expect(lines[1]).toMatch(/^gallery\s+1\.0\.0-abc\s+20\s+0\.0 %\s+50\s+—\s+—$/);
});
