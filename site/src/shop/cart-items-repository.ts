import type { Database } from 'better-sqlite3';

/** One booking in a cart, priced by the server. */
export interface CartItemRow {
  readonly id: number;
  readonly cart_token_hash: string;
  /** Shop product id; null for a form's custom product. */
  readonly product_id: number | null;
  readonly product_name: string;
  readonly price_cents: number;
  readonly booking_date: string;
  readonly booking_time: string | null;
  /** Places booked; 1 when added, changed on the cart page. */
  readonly quantity: number;
  readonly created_at: string;
}

/** A new line always starts at one place. */
export type NewCartItem = Omit<CartItemRow, 'id' | 'quantity'>;

export interface CartItemsRepository {
  insert(item: NewCartItem): void;
  forCart(tokenHash: string): CartItemRow[];
  /** Sets a line's quantity, only when the line is in that cart. */
  setQuantity(tokenHash: string, id: number, quantity: number): void;
  /** Removes a line, only when it is in that cart. */
  remove(tokenHash: string, id: number): void;
  /** Empties a cart (after its order was placed). */
  clear(tokenHash: string): void;
  count(): number;
}

export function createCartItemsRepository(db: Database): CartItemsRepository {
  const insert = db.prepare(
    `INSERT INTO cart_items (cart_token_hash, product_id, product_name, price_cents, booking_date, booking_time, created_at)
     VALUES (@cart_token_hash, @product_id, @product_name, @price_cents, @booking_date, @booking_time, @created_at)`,
  );
  const forCart = db.prepare('SELECT * FROM cart_items WHERE cart_token_hash = ? ORDER BY id');
  const count = db.prepare('SELECT COUNT(*) AS n FROM cart_items');
  const setQuantity = db.prepare('UPDATE cart_items SET quantity = ? WHERE cart_token_hash = ? AND id = ?');
  const remove = db.prepare('DELETE FROM cart_items WHERE cart_token_hash = ? AND id = ?');
  const clear = db.prepare('DELETE FROM cart_items WHERE cart_token_hash = ?');
  return {
    insert: (item) => void insert.run(item),
    forCart: (tokenHash) => forCart.all(tokenHash) as CartItemRow[],
    setQuantity: (tokenHash, id, quantity) => void setQuantity.run(quantity, tokenHash, id),
    remove: (tokenHash, id) => void remove.run(tokenHash, id),
    clear: (tokenHash) => void clear.run(tokenHash),
    count: () => (count.get() as { n: number }).n,
  };
}
