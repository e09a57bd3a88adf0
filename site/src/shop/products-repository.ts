import type { Database } from 'better-sqlite3';

/** A shop product that bookings can be added to the cart as. */
export interface ProductRow {
  readonly id: number;
  readonly name: string;
  readonly price_cents: number;
}

export interface ProductsRepository {
  byId(id: number): ProductRow | undefined;
}

export function createProductsRepository(db: Database): ProductsRepository {
  const byId = db.prepare('SELECT * FROM products WHERE id = ?');
  return { byId: (id) => byId.get(id) as ProductRow | undefined };
}
