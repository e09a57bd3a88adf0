import type { Database } from 'better-sqlite3';
import type { CspViolation } from './csp-report';

/** Reports kept at most; the oldest go first. @default 10000 */
export const CSP_REPORTS_MAX_ROWS = 10_000;

export interface CspReportsRepository {
  add(violation: CspViolation, receivedAt: Date): void;
}

export function createCspReportsRepository(db: Database, maxRows = CSP_REPORTS_MAX_ROWS): CspReportsRepository {
  const insert = db.prepare('INSERT INTO csp_reports (received_at, page, directive, blocked, source, sample) VALUES (?, ?, ?, ?, ?, ?)');
  const trim = db.prepare('DELETE FROM csp_reports WHERE id <= (SELECT MAX(id) FROM csp_reports) - ?');
  const add = db.transaction((v: CspViolation, at: string) => {
    insert.run(at, v.page, v.directive, v.blocked, v.source, v.sample);
    trim.run(maxRows);
  });
  return { add: (violation, receivedAt) => add(violation, receivedAt.toISOString()) };
}
