import Database from 'better-sqlite3';
import { readPointerFile } from './pointer-file';
import { ReleaseUsageError } from './errors';
import { formatStatus, summarise, type TelemetryRow } from './status-summary';

export interface StatusOptions {
  readonly releasesDir: string;
  /** The reference site's database (`DATA_DIR/site.sqlite`), which stores the telemetry reports. */
  readonly dbFile: string;
  /** Only reports received in the last `hours`. @default 24 */
  readonly hours?: number;
}

/**
 * `release status`: per remote and version, page views, failure rate and p75
 * load time from the field telemetry, with the active (stable) and canary
 * versions marked, so a canary that does worse than stable shows at a glance. One sender's
 * page views count up to PAGE_VIEWS_PER_SENDER per version (status-summary.ts).
 */
export async function releaseStatus(options: StatusOptions): Promise<string[]> {
  const pointer = await readPointerFile(options.releasesDir);
  const marks = new Map<string, string>();
  for (const [remote, release] of Object.entries(pointer.remotes)) {
    marks.set(`${remote}@${release.active}`, release.canary ? 'stable' : 'active');
    if (release.canary) marks.set(`${remote}@${release.canary.version}`, `canary ${release.canary.percent} %`);
  }
  let db: Database.Database;
  try {
    db = new Database(options.dbFile, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new ReleaseUsageError(`cannot open the telemetry database ${options.dbFile}: ${(error as Error).message} (set --db or DATA_DIR)`);
  }
  try {
    const since = new Date(Date.now() - (options.hours ?? 24) * 3_600_000).toISOString();
    // A database from before senders were kept (or a CMS's own table without them) counts every row.
    const hasSender = (db.prepare('SELECT name FROM pragma_table_info(?)').all('telemetry_reports') as { name: string }[]).some((column) => column.name === 'sender');
    const rows = db
      .prepare(`SELECT remote, version, page_view AS pageView, kind, total_ms AS totalMs, ${hasSender ? 'sender' : 'NULL AS sender'} FROM telemetry_reports WHERE received_at >= ? ORDER BY id`)
      .all(since) as TelemetryRow[];
    return formatStatus(summarise(rows), marks);
  } finally {
    db.close();
  }
}
