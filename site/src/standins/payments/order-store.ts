import type Database from 'better-sqlite3';
import { randomCode } from '../http/random-ids';
import type { PurchaseUnit } from './order-request';

/** An order's life at the provider: created by the page, approved by the buyer, captured once. */
export type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export interface PaymentOrder {
  readonly id: string;
  readonly status: OrderStatus;
  readonly unit: PurchaseUnit;
  readonly payerId: string | null;
  /** The transaction id, once captured. */
  readonly captureId: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** Why a transition did not happen. */
export type TransitionRefusal = 'not-found' | 'already-approved' | 'not-approved' | 'already-captured';

export interface OrderStore {
  create(unit: PurchaseUnit, now: number): PaymentOrder;
  find(id: string): PaymentOrder | undefined;
  approve(id: string, now: number): PaymentOrder | TransitionRefusal;
  capture(id: string, now: number): PaymentOrder | TransitionRefusal;
}

interface OrderRow { id: string; status: OrderStatus; unit: string; payerId: string | null; captureId: string | null; createdAt: number; updatedAt: number }

/**
 * Provider-side orders. Each transition is one conditional UPDATE, so of two
 * concurrent captures exactly one wins, and a replayed capture is refused.
 */
export function createOrderStore(db: Database.Database): OrderStore {
  db.exec(`CREATE TABLE IF NOT EXISTS payment_orders (
    id TEXT PRIMARY KEY, status TEXT NOT NULL, unit TEXT NOT NULL, payer_id TEXT, capture_id TEXT UNIQUE,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`);
  const insert = db.prepare('INSERT INTO payment_orders (id, status, unit, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  const select = db.prepare(
    'SELECT id, status, unit, payer_id AS payerId, capture_id AS captureId, created_at AS createdAt, updated_at AS updatedAt FROM payment_orders WHERE id = ?',
  );
  const approve = db.prepare("UPDATE payment_orders SET status = 'APPROVED', payer_id = ?, updated_at = ? WHERE id = ? AND status = 'CREATED'");
  const capture = db.prepare("UPDATE payment_orders SET status = 'COMPLETED', capture_id = ?, updated_at = ? WHERE id = ? AND status = 'APPROVED'");

  const find = (id: string): PaymentOrder | undefined => {
    const row = select.get(id) as OrderRow | undefined;
    return row && { ...row, unit: JSON.parse(row.unit) as PurchaseUnit };
  };
  const refusal = (id: string): TransitionRefusal => {
    const status = find(id)?.status;
    if (status === undefined) return 'not-found';
    if (status === 'COMPLETED') return 'already-captured';
    return status === 'APPROVED' ? 'already-approved' : 'not-approved';
  };

  return {
    create(unit, now) {
      const id = randomCode(17);
      insert.run(id, 'CREATED', JSON.stringify(unit), now, now);
      return { id, status: 'CREATED', unit, payerId: null, captureId: null, createdAt: now, updatedAt: now };
    },
    find,
    approve(id, now) {
      return approve.run(randomCode(13), now, id).changes === 1 ? (find(id) as PaymentOrder) : refusal(id);
    },
    capture(id, now) {
      return capture.run(randomCode(17), now, id).changes === 1 ? (find(id) as PaymentOrder) : refusal(id);
    },
  };
}
