import type { Database } from 'better-sqlite3';

/**
 * The right to log in once to the account a registration just created, held
 * by the browser that sent it as an HttpOnly, SameSite=Strict cookie (only
 * the token's hash is stored). Another site cannot make a visitor's browser
 * use it, so it cannot log the visitor into an account of its choosing.
 */
export interface LoginGrantsRepository {
  insert(grant: { readonly token_hash: string; readonly user_id: number; readonly expires_at: string }): void;
  /** Spends the grant: true when it existed for that user and had not expired; it is gone either way. */
  take(tokenHash: string, userId: number, nowIso: string): boolean;
}

export function createLoginGrantsRepository(db: Database): LoginGrantsRepository {
  const insert = db.prepare('INSERT INTO login_grants (token_hash, user_id, expires_at) VALUES (@token_hash, @user_id, @expires_at)');
  const byHash = db.prepare('SELECT user_id, expires_at FROM login_grants WHERE token_hash = ?');
  const remove = db.prepare('DELETE FROM login_grants WHERE token_hash = ? OR expires_at <= ?');
  return {
    insert: (grant) => void insert.run(grant),
    take(tokenHash, userId, nowIso) {
      const grant = byHash.get(tokenHash) as { user_id: number; expires_at: string } | undefined;
      remove.run(tokenHash, nowIso);
      return grant !== undefined && grant.user_id === userId && grant.expires_at > nowIso;
    },
  };
}
