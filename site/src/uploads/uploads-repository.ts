import type { Database } from 'better-sqlite3';

/** One stored file: a visitor's upload or a signature image. */
export interface UploadRow {
  readonly id: number;
  /** Server-generated name on disk and in the URL (random hex + extension). */
  readonly stored_name: string;
  /** The visitor's file name after sanitising, for display only. */
  readonly display_name: string;
  readonly kind: 'upload' | 'signature';
  readonly mime: string;
  readonly size: number;
  readonly form_id: number;
  readonly field_id: string;
  readonly media_library: 0 | 1;
  readonly created_at: string;
}

export type NewUpload = Omit<UploadRow, 'id'>;

export interface UploadsRepository {
  insert(upload: NewUpload): UploadRow;
  byStoredName(storedName: string): UploadRow | undefined;
  count(): number;
}

export function createUploadsRepository(db: Database): UploadsRepository {
  const insert = db.prepare(
    `INSERT INTO uploads (stored_name, display_name, kind, mime, size, form_id, field_id, media_library, created_at)
     VALUES (@stored_name, @display_name, @kind, @mime, @size, @form_id, @field_id, @media_library, @created_at)`,
  );
  const byName = db.prepare('SELECT * FROM uploads WHERE stored_name = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM uploads');
  return {
    insert: (upload) => ({ id: Number(insert.run(upload).lastInsertRowid), ...upload }),
    byStoredName: (storedName) => byName.get(storedName) as UploadRow | undefined,
    count: () => (count.get() as { n: number }).n,
  };
}
