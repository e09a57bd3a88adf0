import type { Database } from 'better-sqlite3';

export interface CouponRow {
  /** Compared case-insensitively. */
  readonly code: string;
  /** Only valid on this form; null = every form. */
  readonly form_id: number | null;
  readonly type: 'percentage' | 'fixed';
  /** Percent (0..100] or an amount in the order's currency. */
  readonly amount: number;
  readonly expires_at: string | null;
  /** Null = unlimited. */
  readonly usage_limit: number | null;
  readonly used: number;
}

export interface CouponsRepository {
  byCode(code: string): CouponRow | undefined;
  /** Counts the use of a paid order, whose hold kept the use for it (coupon-holds.ts). */
  spend(code: string): void;
  upsert(coupon: Omit<CouponRow, 'used'>): void;
}

export function createCouponsRepository(db: Database): CouponsRepository {
  const byCode = db.prepare('SELECT * FROM coupons WHERE code = ?');
  const spend = db.prepare('UPDATE coupons SET used = used + 1 WHERE code = ?');
  const upsert = db.prepare(
    `INSERT INTO coupons (code, form_id, type, amount, expires_at, usage_limit) VALUES (@code, @form_id, @type, @amount, @expires_at, @usage_limit)
     ON CONFLICT (code) DO UPDATE SET form_id = excluded.form_id, type = excluded.type, amount = excluded.amount,
       expires_at = excluded.expires_at, usage_limit = excluded.usage_limit`,
  );
  return {
    byCode: (code) => byCode.get(code) as CouponRow | undefined,
    spend: (code) => void spend.run(code),
    upsert: (coupon) => void upsert.run(coupon),
  };
}
