import type { Database } from 'better-sqlite3';

/**
 * Mail the site "sends": the reference site has no SMTP server, so messages
 * land in this table, where a site owner (or a test) can read them.
 */
export interface MailRow {
  readonly id: number;
  readonly submission_id: number;
  readonly to_address: string;
  readonly subject: string;
  readonly body: string;
  readonly created_at: string;
}

export type NewMail = Omit<MailRow, 'id'>;

export interface MailOutboxRepository {
  insert(mail: NewMail): void;
  count(): number;
}

export function createMailOutboxRepository(db: Database): MailOutboxRepository {
  const insert = db.prepare(
    'INSERT INTO mail_outbox (submission_id, to_address, subject, body, created_at) VALUES (@submission_id, @to_address, @subject, @body, @created_at)',
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM mail_outbox');
  return {
    insert: (mail) => void insert.run(mail),
    count: () => (count.get() as { n: number }).n,
  };
}
