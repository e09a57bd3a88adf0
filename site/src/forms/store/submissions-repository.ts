import type { Database } from 'better-sqlite3';

/** One contact-form submission (what Flamingo keeps for CF7). */
export interface SubmissionRow {
  readonly id: number;
  readonly form_id: number;
  readonly unit_tag: string;
  readonly container_post: number | null;
  /** The feedback status it got: mail_sent, mail_failed or spam (invalid ones are not stored). */
  readonly status: string;
  /** Posted values by field name, without CF7's `_` fields. */
  readonly fields_json: string;
  readonly posted_data_hash: string;
  readonly created_at: string;
}

export type NewSubmission = Omit<SubmissionRow, 'id'>;

export interface SubmissionsRepository {
  insert(submission: NewSubmission): SubmissionRow;
  byId(id: number): SubmissionRow | undefined;
  forForm(formId: number): SubmissionRow[];
  count(): number;
}

export function createSubmissionsRepository(db: Database): SubmissionsRepository {
  const insert = db.prepare(
    `INSERT INTO submissions (form_id, unit_tag, container_post, status, fields_json, posted_data_hash, created_at)
     VALUES (@form_id, @unit_tag, @container_post, @status, @fields_json, @posted_data_hash, @created_at)`,
  );
  const byId = db.prepare('SELECT * FROM submissions WHERE id = ?');
  const forForm = db.prepare('SELECT * FROM submissions WHERE form_id = ? ORDER BY id');
  const count = db.prepare('SELECT COUNT(*) AS n FROM submissions');
  return {
    insert: (submission) => ({ id: Number(insert.run(submission).lastInsertRowid), ...submission }),
    byId: (id) => byId.get(id) as SubmissionRow | undefined,
    forForm: (formId) => forForm.all(formId) as SubmissionRow[],
    count: () => (count.get() as { n: number }).n,
  };
}
