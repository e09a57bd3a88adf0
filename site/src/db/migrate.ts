import type { Database } from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations';

/** A migration failed: the database is left at the last version that applied cleanly. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  constructor(readonly migration: Migration, options: { cause: unknown }) {
    super(`migration ${migration.version} (${migration.name}) failed: ${String((options.cause as Error)?.message ?? options.cause)}`, options);
  }
}

/**
 * Applies the migrations newer than the recorded version, each in its own
 * transaction together with its row in `schema_migrations`, so a crash never
 * leaves a half-applied step recorded as done.
 * @returns the versions applied now.
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS, now: () => Date = () => new Date()): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const current = (db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null }).v ?? 0;
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue;
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        record.run(migration.version, migration.name, now().toISOString());
      })();
    } catch (cause) {
      throw new MigrationError(migration, { cause });
    }
    applied.push(migration.version);
  }
  return applied;
}
