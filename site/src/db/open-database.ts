import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrate } from './migrate';

/** File name of the site database inside DATA_DIR. */
export const DATABASE_FILE = 'site.sqlite';

/**
 * Opens (or creates) the site database in `dataDir` and brings its schema up
 * to date. WAL lets page views read while an action writes; `synchronous=FULL`
 * makes every committed transaction durable, which the restart test relies on.
 */
export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Two processes on one DATA_DIR (a test and a dev server) wait instead of failing at once.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
