import type { Database } from 'better-sqlite3';
import type { TelemetryReport } from '@cms-mf/shared-contracts/release/telemetry-report';

/** Rows kept at most, of each table (reports, Web Vitals); the oldest go first, so a flood of reports costs a bounded amount of disk. @default 100000 */
export const TELEMETRY_MAX_ROWS = 100_000;

export interface TelemetryRepository {
  /** Stores one report's events in one transaction (Web Vitals in their own table), with its sender's key (telemetry-sender.ts); trims the table to its bound. */
  add(report: TelemetryReport, receivedAt: Date, sender: string): void;
}

export function createTelemetryRepository(db: Database, maxRows = TELEMETRY_MAX_ROWS): TelemetryRepository {
  const insert = db.prepare(`INSERT INTO telemetry_reports (received_at, sender, page_view, remote, version, kind, reason, pointer_ms, entry_ms, module_ms, mount_ms, total_ms)
    VALUES (@receivedAt, @sender, @view, @remote, @version, @kind, @reason, @pointerMs, @entryMs, @moduleMs, @mountMs, @totalMs)`);
  const insertVital = db.prepare(`INSERT INTO telemetry_vitals (received_at, sender, page_view, remote, version, metric, value, module)
    VALUES (@receivedAt, @sender, @view, @remote, @version, @metric, @value, @module)`);
  const trim = db.prepare('DELETE FROM telemetry_reports WHERE id <= (SELECT MAX(id) FROM telemetry_reports) - ?');
  const trimVitals = db.prepare('DELETE FROM telemetry_vitals WHERE id <= (SELECT MAX(id) FROM telemetry_vitals) - ?');
  const add = db.transaction((report: TelemetryReport, receivedAt: string, sender: string) => {
    for (const event of report.events) {
      if (event.kind === 'vital') {
        const { remote, version, metric, value, module } = event;
        insertVital.run({ receivedAt, sender, view: report.view, remote, version, metric, value, module: module ?? null });
        continue;
      }
      const load = event.kind === 'load' ? event : undefined;
      insert.run({
        receivedAt,
        sender,
        view: report.view,
        remote: event.remote,
        version: event.version,
        kind: event.kind,
        reason: event.kind === 'load' ? null : event.reason,
        pointerMs: load?.pointerMs ?? null,
        entryMs: load?.entryMs ?? null,
        moduleMs: load?.moduleMs ?? null,
        mountMs: load?.mountMs ?? null,
        totalMs: load ? load.pointerMs + load.entryMs + load.moduleMs + load.mountMs : null,
      });
    }
    trim.run(maxRows);
    trimVitals.run(maxRows);
  });
  return { add: (report, receivedAt, sender) => add(report, receivedAt.toISOString(), sender) };
}
