import type { Database } from 'better-sqlite3';

/** Links a submission to the uploads it carries; an upload belongs to at most one submission. */
export interface SubmissionUploadRow {
  readonly submission_id: number;
  readonly upload_id: number;
  readonly field: string;
}

export interface SubmissionUploadsRepository {
  link(row: SubmissionUploadRow): void;
  /** Whether an upload is already attached to a submission (it cannot be sent twice). */
  isAttached(uploadId: number): boolean;
  forSubmission(submissionId: number): SubmissionUploadRow[];
}

export function createSubmissionUploadsRepository(db: Database): SubmissionUploadsRepository {
  const link = db.prepare('INSERT INTO submission_uploads (submission_id, upload_id, field) VALUES (@submission_id, @upload_id, @field)');
  const attached = db.prepare('SELECT 1 FROM submission_uploads WHERE upload_id = ?');
  const forSubmission = db.prepare('SELECT * FROM submission_uploads WHERE submission_id = ? ORDER BY upload_id');
  return {
    link: (row) => void link.run(row),
    isAttached: (uploadId) => attached.get(uploadId) !== undefined,
    forSubmission: (submissionId) => forSubmission.all(submissionId) as SubmissionUploadRow[],
  };
}
