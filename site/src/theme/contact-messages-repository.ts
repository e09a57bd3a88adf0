import type { Database } from 'better-sqlite3';

/** A message sent with the page builder's contact form module. */
export interface ContactMessageRow {
  readonly id: number;
  /** `data-form_unique_num` of the module. */
  readonly form_num: number;
  /** Path of the page the form was posted to. */
  readonly page: string;
  /** Values by field id (`data-original_id`). */
  readonly fields_json: string;
  readonly created_at: string;
}

export interface ContactMessagesRepository {
  insert(message: Omit<ContactMessageRow, 'id'>): void;
  count(): number;
}

export function createContactMessagesRepository(db: Database): ContactMessagesRepository {
  const insert = db.prepare('INSERT INTO contact_messages (form_num, page, fields_json, created_at) VALUES (@form_num, @page, @fields_json, @created_at)');
  const count = db.prepare('SELECT COUNT(*) AS n FROM contact_messages');
  return {
    insert: (message) => void insert.run(message),
    count: () => (count.get() as { n: number }).n,
  };
}
