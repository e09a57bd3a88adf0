import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface CaptchaStore {
  /** The signing key, made once per data directory so tokens survive a restart. */
  readonly secret: Buffer;
  /** Marks a token used; false when it already was (a replay). */
  consume(jti: string, expiresAt: number, now: number): boolean;
}

/**
 * The signing key and the ids of verified tokens. A used id only needs
 * remembering until its token would have expired anyway, so expired ones
 * are swept on each verification.
 */
export function createCaptchaStore(db: Database.Database): CaptchaStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS standin_secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL);
    CREATE TABLE IF NOT EXISTS captcha_used (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
  `);
  db.prepare("INSERT OR IGNORE INTO standin_secrets (name, value) VALUES ('captcha', ?)").run(randomBytes(32));
  const { value } = db.prepare("SELECT value FROM standin_secrets WHERE name = 'captcha'").get() as { value: Buffer };
  const sweep = db.prepare('DELETE FROM captcha_used WHERE expires_at < ?');
  const insert = db.prepare('INSERT OR IGNORE INTO captcha_used (jti, expires_at) VALUES (?, ?)');
  return {
    secret: value,
    consume(jti, expiresAt, now) {
      sweep.run(now);
      return insert.run(jti, expiresAt).changes === 1;
    },
  };
}
