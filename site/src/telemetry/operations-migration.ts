import type { Migration } from '../db/migrations';

/**
 * Migration 9 (issue 20): what the shell reports from the field and what
 * browsers report against the pages' Content Security Policy. Both tables are
 * bounded by their repositories (oldest rows go first). `release status` reads
 * `telemetry_reports` (remote, version, page_view, kind, total_ms, received_at).
 */
export const OPERATIONS_MIGRATION: Migration = {
  version: 9,
  name: 'operations: field telemetry and CSP violation reports',
  sql: `
    CREATE TABLE telemetry_reports (
      id INTEGER PRIMARY KEY,
      received_at TEXT NOT NULL,
      page_view TEXT NOT NULL,
      remote TEXT NOT NULL,
      version TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('load', 'failure', 'error')),
      reason TEXT,
      pointer_ms INTEGER,
      entry_ms INTEGER,
      module_ms INTEGER,
      mount_ms INTEGER,
      total_ms INTEGER,
      CHECK ((kind = 'load') = (total_ms IS NOT NULL AND reason IS NULL))
    );
    CREATE INDEX telemetry_reports_received ON telemetry_reports (received_at);
    CREATE TABLE csp_reports (
      id INTEGER PRIMARY KEY,
      received_at TEXT NOT NULL,
      page TEXT NOT NULL,
      directive TEXT NOT NULL,
      blocked TEXT NOT NULL,
      source TEXT NOT NULL,
      sample TEXT NOT NULL
    );
  `,
};
