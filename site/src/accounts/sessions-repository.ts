import type { Database } from 'better-sqlite3';

/** A logged-in session; only the hash of the cookie's token is stored, so a leaked database logs no one in. */
export interface SessionRow {
  readonly token_hash: string;
  readonly user_id: number;
  readonly created_at: string;
  readonly expires_at: string;
}

export interface SessionsRepository {
  insert(session: SessionRow): void;
  byTokenHash(tokenHash: string): SessionRow | undefined;
  count(): number;
}

export function createSessionsRepository(db: Database): SessionsRepository {
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (@token_hash, @user_id, @created_at, @expires_at)');
  const byTokenHash = db.prepare('SELECT * FROM sessions WHERE token_hash = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM sessions');
  return {
    insert: (session) => void insert.run(session),
    byTokenHash: (tokenHash) => byTokenHash.get(tokenHash) as SessionRow | undefined,
    count: () => (count.get() as { n: number }).n,
  };
}
