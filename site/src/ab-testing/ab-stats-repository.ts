import type { Database } from 'better-sqlite3';
import type { AbRecordType } from '@cms-mf/shared-contracts/actions';

/** One split-test event (page read, goal viewed, clicked, converted). */
export interface AbStatRow {
  readonly id: number;
  readonly test_id: string;
  readonly subject_id: string;
  readonly record_type: AbRecordType;
  readonly created_at: string;
}

export interface AbStatsRepository {
  insert(stat: Omit<AbStatRow, 'id'>): void;
  count(): number;
}

export function createAbStatsRepository(db: Database): AbStatsRepository {
  const insert = db.prepare('INSERT INTO ab_stats (test_id, subject_id, record_type, created_at) VALUES (@test_id, @subject_id, @record_type, @created_at)');
  const count = db.prepare('SELECT COUNT(*) AS n FROM ab_stats');
  return {
    insert: (stat) => void insert.run(stat),
    count: () => (count.get() as { n: number }).n,
  };
}
