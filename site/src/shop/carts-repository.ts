import type { Database } from 'better-sqlite3';

/** A visitor's cart, found by the hash of the token in their cart cookie. */
export interface CartsRepository {
  /** Creates the cart when it does not exist yet. */
  ensure(tokenHash: string, createdAt: string): void;
  exists(tokenHash: string): boolean;
}

export function createCartsRepository(db: Database): CartsRepository {
  const ensure = db.prepare('INSERT OR IGNORE INTO carts (token_hash, created_at) VALUES (?, ?)');
  const exists = db.prepare('SELECT 1 FROM carts WHERE token_hash = ?');
  return {
    ensure: (tokenHash, createdAt) => void ensure.run(tokenHash, createdAt),
    exists: (tokenHash) => exists.get(tokenHash) !== undefined,
  };
}
