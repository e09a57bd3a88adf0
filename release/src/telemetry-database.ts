import Database from 'better-sqlite3';
import { ReleaseUsageError } from './errors';
import { summarise, type TelemetryRow, type VersionStatus, type VitalRow } from './status-summary';

export interface TelemetrySource {
  /** The reference site's database (`DATA_DIR/site.sqlite`), which stores the telemetry reports. */
  readonly dbFile: string;
  /** Only reports received in the last `hours`. @default 24 */
  readonly hours?: number;
  /** Only reports received since then (ISO time), instead of `hours`: a canary is judged from its start. */
  readonly since?: string;
}

const columnsOf = (db: Database.Database, table: string) => new Set((db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((column) => column.name));

/**
 * Per remote and version, what the field telemetry says (status-summary.ts), read from the site's
 * database read-only: `release status` prints it, and the canary guard rails judge by it.
 */
export function readVersionStatus(source: TelemetrySource): VersionStatus[] {
  let db: Database.Database;
  try {
    db = new Database(source.dbFile, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new ReleaseUsageError(`cannot open the telemetry database ${source.dbFile}: ${(error as Error).message} (set --db or DATA_DIR)`);
  }
  try {
    const since = source.since ?? new Date(Date.now() - (source.hours ?? 24) * 3_600_000).toISOString();
    // A database from before senders were kept (or a CMS's own table without them) counts every row.
    const hasSender = columnsOf(db, 'telemetry_reports').has('sender');
    const rows = db
      .prepare(`SELECT remote, version, page_view AS pageView, kind, total_ms AS totalMs, ${hasSender ? 'sender' : 'NULL AS sender'} FROM telemetry_reports WHERE received_at >= ? ORDER BY id`)
      .all(since) as TelemetryRow[];
    // A database from before Web Vitals were stored has no table for them.
    const vitals = columnsOf(db, 'telemetry_vitals').size === 0 ? [] : (db.prepare('SELECT remote, version, page_view AS pageView, metric, value FROM telemetry_vitals WHERE received_at >= ? ORDER BY id').all(since) as VitalRow[]);
    return summarise(rows, vitals);
  } finally {
    db.close();
  }
}
