import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The stand-ins' own folder inside the site's data directory; the site's database lives elsewhere. */
export function standinsDir(dataDir: string): string {
  return path.join(dataDir, 'standins');
}

/**
 * Opens (creating if needed) the stand-ins' SQLite database. Each stand-in
 * creates its own tables when it starts, so a feature's schema lives in its
 * folder. WAL keeps readers from blocking the single writer; the busy timeout
 * covers a second process (a test restarting the server) on the same file.
 */
export function openStandinsDb(dataDir: string): Database.Database {
  const dir = standinsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, 'standins.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  return db;
}
