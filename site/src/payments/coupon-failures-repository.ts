import type { Database } from 'better-sqlite3';

/** A visitor's recent failed coupon checks. */
export interface CouponFailures {
  readonly failures: number;
  /** Milliseconds since the epoch. */
  readonly lastFailureAt: number;
}

export interface CouponFailuresRepository {
  byVisitor(visitor: string): CouponFailures | undefined;
  /** Counts one failure at `now`; failures older than `windowMs` are forgotten first. */
  recordFailure(visitor: string, now: number, windowMs: number): void;
}

export function createCouponFailuresRepository(db: Database): CouponFailuresRepository {
  const byVisitor = db.prepare('SELECT failures, last_failure_at AS lastFailureAt FROM coupon_check_failures WHERE visitor = ?');
  // One statement: concurrent failures of one visitor each count.
  const record = db.prepare(
    `INSERT INTO coupon_check_failures (visitor, failures, last_failure_at) VALUES (@visitor, 1, @now)
     ON CONFLICT (visitor) DO UPDATE SET
       failures = CASE WHEN @now - last_failure_at >= @window THEN 1 ELSE failures + 1 END,
       last_failure_at = @now`,
  );
  return {
    byVisitor: (visitor) => byVisitor.get(visitor) as CouponFailures | undefined,
    recordFailure: (visitor, now, windowMs) => void record.run({ visitor, now, window: windowMs }),
  };
}
