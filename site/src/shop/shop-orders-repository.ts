import type { Database } from 'better-sqlite3';

/** A placed shop order (table `shop_orders`; `orders` belongs to the payments remote's payment orders). */
export interface ShopOrderRow {
  readonly id: number;
  /** Unguessable key the order-received URL must carry (the platform's `wc_order_…`). */
  readonly order_key: string;
  readonly cart_token_hash: string;
  readonly status: string;
  readonly billing_json: string;
  readonly shipping_json: string;
  readonly shipping_method: string;
  readonly shipping_label: string;
  readonly payment_method: string;
  readonly customer_note: string;
  readonly subtotal_cents: number;
  readonly shipping_cents: number;
  readonly total_cents: number;
  readonly currency: string;
  readonly created_at: string;
}

export interface ShopOrderLineRow {
  readonly id: number;
  readonly order_id: number;
  readonly product_id: number | null;
  readonly product_name: string;
  readonly booking_date: string;
  readonly booking_time: string | null;
  readonly quantity: number;
  readonly price_cents: number;
  readonly total_cents: number;
}

export type NewShopOrder = Omit<ShopOrderRow, 'id'>;
export type NewShopOrderLine = Omit<ShopOrderLineRow, 'id' | 'order_id'>;

export interface ShopOrdersRepository {
  /** Stores the order and its lines; returns the order id. Call inside a transaction. */
  insert(order: NewShopOrder, lines: readonly NewShopOrderLine[]): number;
  byIdAndKey(id: number, key: string): ShopOrderRow | undefined;
  lines(orderId: number): ShopOrderLineRow[];
  count(): number;
}

export function createShopOrdersRepository(db: Database): ShopOrdersRepository {
  const insertOrder = db.prepare(
    `INSERT INTO shop_orders (order_key, cart_token_hash, status, billing_json, shipping_json, shipping_method, shipping_label, payment_method,
       customer_note, subtotal_cents, shipping_cents, total_cents, currency, created_at)
     VALUES (@order_key, @cart_token_hash, @status, @billing_json, @shipping_json, @shipping_method, @shipping_label, @payment_method,
       @customer_note, @subtotal_cents, @shipping_cents, @total_cents, @currency, @created_at)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO shop_order_lines (order_id, product_id, product_name, booking_date, booking_time, quantity, price_cents, total_cents)
     VALUES (@order_id, @product_id, @product_name, @booking_date, @booking_time, @quantity, @price_cents, @total_cents)`,
  );
  const byIdAndKey = db.prepare('SELECT * FROM shop_orders WHERE id = ? AND order_key = ?');
  const lines = db.prepare('SELECT * FROM shop_order_lines WHERE order_id = ? ORDER BY id');
  const count = db.prepare('SELECT COUNT(*) AS n FROM shop_orders');
  return {
    insert(order, orderLines) {
      const id = Number(insertOrder.run(order).lastInsertRowid);
      for (const line of orderLines) insertLine.run({ ...line, order_id: id });
      return id;
    },
    byIdAndKey: (id, key) => byIdAndKey.get(id, key) as ShopOrderRow | undefined,
    lines: (orderId) => lines.all(orderId) as ShopOrderLineRow[],
    count: () => (count.get() as { n: number }).n,
  };
}
