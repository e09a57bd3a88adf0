import type { Database } from 'better-sqlite3';

export type OrderStatus = 'created' | 'approved' | 'cancelled';

/** A payment order: created when the form is sent, then approved or cancelled once. */
export interface OrderRow {
  readonly id: number;
  /** The payment provider's order id. */
  readonly provider_order_id: string;
  readonly form_id: number;
  readonly status: OrderStatus;
  /** Recomputed by the server from the form’s prices (`orderTotal`), in the currency’s minor units (cents; whole yen); never the client’s figure. */
  readonly total_cents: number;
  readonly currency: string;
  readonly fields_json: string;
  readonly coupon_code: string | null;
  /** SHA-256 of the token the saving page sent (order-token.ts); null for orders saved before tokens. */
  readonly owner_token_hash: string | null;
  readonly transaction_id: string | null;
  readonly payer_name: string | null;
  readonly payer_email: string | null;
  readonly payment_method: string | null;
  readonly provider_status: string | null;
  readonly provider_response: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export type NewOrder = Pick<OrderRow, 'provider_order_id' | 'form_id' | 'total_cents' | 'currency' | 'fields_json' | 'coupon_code' | 'owner_token_hash' | 'created_at'>;

export type Approval = Pick<OrderRow, 'transaction_id' | 'payer_name' | 'payer_email' | 'payment_method' | 'provider_status' | 'provider_response' | 'updated_at'>;

export interface OrdersRepository {
  insert(order: NewOrder): void;
  byProviderId(providerOrderId: string): OrderRow | undefined;
  byTransactionId(transactionId: string): OrderRow | undefined;
  /** Moves a `created` order to approved; false when it was no longer `created`. */
  approve(providerOrderId: string, approval: Approval): boolean;
  /** Moves a `created` order to cancelled; false when it was no longer `created`. */
  cancel(providerOrderId: string, updatedAt: string): boolean;
  /** Unpaid (`created`) orders saved after `sinceIso` that carry the coupon: the uses they hold. */
  couponHolds(code: string, sinceIso: string): number;
  count(): number;
}

export function createOrdersRepository(db: Database): OrdersRepository {
  const insert = db.prepare(
    `INSERT INTO orders (provider_order_id, form_id, status, total_cents, currency, fields_json, coupon_code, owner_token_hash, created_at, updated_at)
     VALUES (@provider_order_id, @form_id, 'created', @total_cents, @currency, @fields_json, @coupon_code, @owner_token_hash, @created_at, @created_at)`,
  );
  const byProviderId = db.prepare('SELECT * FROM orders WHERE provider_order_id = ?');
  const byTransactionId = db.prepare('SELECT * FROM orders WHERE transaction_id = ?');
  // The status guard in the WHERE clause makes each transition happen at most once.
  const approve = db.prepare(
    `UPDATE orders SET status = 'approved', transaction_id = @transaction_id, payer_name = @payer_name, payer_email = @payer_email,
       payment_method = @payment_method, provider_status = @provider_status, provider_response = @provider_response, updated_at = @updated_at
     WHERE provider_order_id = @provider_order_id AND status = 'created'`,
  );
  const cancel = db.prepare("UPDATE orders SET status = 'cancelled', updated_at = ? WHERE provider_order_id = ? AND status = 'created'");
  const count = db.prepare('SELECT COUNT(*) AS n FROM orders');
  const holds = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE coupon_code = ? COLLATE NOCASE AND status = 'created' AND created_at > ?");
  return {
    insert: (order) => void insert.run(order),
    byProviderId: (id) => byProviderId.get(id) as OrderRow | undefined,
    byTransactionId: (id) => byTransactionId.get(id) as OrderRow | undefined,
    approve: (providerOrderId, approval) => approve.run({ provider_order_id: providerOrderId, ...approval }).changes === 1,
    cancel: (providerOrderId, updatedAt) => cancel.run(updatedAt, providerOrderId).changes === 1,
    couponHolds: (code, sinceIso) => (holds.get(code, sinceIso) as { n: number }).n,
    count: () => (count.get() as { n: number }).n,
  };
}
