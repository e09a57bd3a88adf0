import type { Migration } from '../db/migrations';

/**
 * Migration 12 (issue 37, item 6): who sent each telemetry report, as a keyed hash of their
 * address (telemetry-sender.ts), never the address: `release status` counts a bounded number
 * of page views per sender and version, so one address cannot steer it. Older rows have none.
 */
export const TELEMETRY_SENDER_MIGRATION: Migration = {
  version: 12,
  name: 'security: telemetry reports keyed by a hash of their sender',
  sql: `
    ALTER TABLE telemetry_reports ADD COLUMN sender TEXT;
  `,
};
