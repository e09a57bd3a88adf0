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
  /** Who stored it (a keyed hash of their address), for their quota; null for rows older than migration 10. */
  readonly visitor?: string | null;
  /** When its visitor removed it (the file is gone); null while it is kept. Absent before migration 11. */
  readonly removed_at?: string | null;
}

export type NewUpload = Omit<UploadRow, 'id' | 'removed_at'>;

export interface UploadsRepository {
  insert(upload: NewUpload): UploadRow;
  /** A kept upload by its stored name; never one its visitor removed. */
  byStoredName(storedName: string): UploadRow | undefined;
  count(): number;
  /** Bytes of uploads no submission took, stored after `sinceIso` (the site's quota). */
  unattachedBytes(sinceIso: string): number;
  /** Bytes one visitor stored after `sinceIso` and still keeps, sent with a form or not (their quota). */
  visitorBytes(sinceIso: string, visitor: string): number;
  /** Up to `limit` uploads no submission took, stored at or before `beforeIso` (oldest first). */
  unattachedBefore(beforeIso: string, limit: number): UploadRow[];
  /** Deletes the row of an upload no submission took; false when there is none. */
  deleteUnattached(id: number): boolean;
  /** Marks an upload no submission took as removed by `visitor`; false when it is sent, removed, or theirs not. One statement, so a send cannot slip in between. */
  markRemoved(id: number, visitor: string, atIso: string): boolean;
}

export function createUploadsRepository(db: Database): UploadsRepository {
  const insert = db.prepare(
    `INSERT INTO uploads (stored_name, display_name, kind, mime, size, form_id, field_id, media_library, created_at, visitor)
     VALUES (@stored_name, @display_name, @kind, @mime, @size, @form_id, @field_id, @media_library, @created_at, @visitor)`,
  );
  const unattached = 'NOT EXISTS (SELECT 1 FROM submission_uploads su WHERE su.upload_id = uploads.id)';
  const kept = 'removed_at IS NULL';
  const allBytes = db.prepare(`SELECT COALESCE(SUM(size), 0) AS n FROM uploads WHERE created_at > ? AND ${kept} AND ${unattached}`);
  const visitorBytes = db.prepare(`SELECT COALESCE(SUM(size), 0) AS n FROM uploads WHERE created_at > ? AND visitor = ? AND ${kept}`);
  const before = db.prepare(`SELECT * FROM uploads WHERE created_at <= ? AND ${unattached} ORDER BY created_at LIMIT ?`);
  const remove = db.prepare(`DELETE FROM uploads WHERE id = ? AND ${unattached}`);
  const mark = db.prepare(`UPDATE uploads SET removed_at = ? WHERE id = ? AND visitor = ? AND ${kept} AND ${unattached}`);
  const byName = db.prepare(`SELECT * FROM uploads WHERE stored_name = ? AND ${kept}`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM uploads');
  return {
    insert: (upload) => ({ id: Number(insert.run({ ...upload, visitor: upload.visitor ?? null }).lastInsertRowid), ...upload }),
    byStoredName: (storedName) => byName.get(storedName) as UploadRow | undefined,
    count: () => (count.get() as { n: number }).n,
    unattachedBytes: (sinceIso) => (allBytes.get(sinceIso) as { n: number }).n,
    visitorBytes: (sinceIso, visitor) => (visitorBytes.get(sinceIso, visitor) as { n: number }).n,
    unattachedBefore: (beforeIso, limit) => before.all(beforeIso, limit) as UploadRow[],
    deleteUnattached: (id) => remove.run(id).changes === 1,
    markRemoved: (id, visitor, atIso) => mark.run(atIso, id, visitor).changes === 1,
  };
}
