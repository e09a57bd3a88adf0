import type { Database } from 'better-sqlite3';

/** A form saved half-filled, reachable only through its unguessable hash. */
export interface SavedProgressRow {
  readonly hash: string;
  readonly form_id: number;
  readonly source_url: string;
  /** The form serialised as a query string, as the visitor's browser sent it. */
  readonly data: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly expires_at: string;
}

export interface SavedProgressRepository {
  insert(row: SavedProgressRow): void;
  update(hash: string, changes: Pick<SavedProgressRow, 'data' | 'source_url' | 'updated_at' | 'expires_at'>): void;
  byHash(hash: string): SavedProgressRow | undefined;
  count(): number;
}

export function createSavedProgressRepository(db: Database): SavedProgressRepository {
  const insert = db.prepare(
    `INSERT INTO saved_progress (hash, form_id, source_url, data, created_at, updated_at, expires_at)
     VALUES (@hash, @form_id, @source_url, @data, @created_at, @updated_at, @expires_at)`,
  );
  const update = db.prepare(
    'UPDATE saved_progress SET data = @data, source_url = @source_url, updated_at = @updated_at, expires_at = @expires_at WHERE hash = @hash',
  );
  const byHash = db.prepare('SELECT * FROM saved_progress WHERE hash = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM saved_progress');
  return {
    insert: (row) => void insert.run(row),
    update: (hash, changes) => void update.run({ hash, ...changes }),
    byHash: (hash) => byHash.get(hash) as SavedProgressRow | undefined,
    count: () => (count.get() as { n: number }).n,
  };
}
