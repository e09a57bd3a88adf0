import type { Database } from 'better-sqlite3';

/** A site account created by a registration form. */
export interface UserRow {
  readonly id: number;
  /** Also the login; unique, case-insensitive. */
  readonly email: string;
  /** `scrypt$salt$hash`, see password-hash.ts. */
  readonly password_hash: string;
  readonly form_id: number | null;
  readonly created_at: string;
}

export interface UsersRepository {
  insert(user: Omit<UserRow, 'id'>): UserRow;
  byEmail(email: string): UserRow | undefined;
  count(): number;
}

export function createUsersRepository(db: Database): UsersRepository {
  const insert = db.prepare('INSERT INTO users (email, password_hash, form_id, created_at) VALUES (@email, @password_hash, @form_id, @created_at)');
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM users');
  return {
    insert: (user) => ({ id: Number(insert.run(user).lastInsertRowid), ...user }),
    byEmail: (email) => byEmail.get(email) as UserRow | undefined,
    count: () => (count.get() as { n: number }).n,
  };
}
