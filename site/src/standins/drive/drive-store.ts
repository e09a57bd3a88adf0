import { appendFileSync, existsSync, mkdirSync, renameSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { standinsDir } from '../db/open-standins-db';
import { randomToken } from '../http/random-ids';
import type { DriveSessionRequest } from './drive-session-request';

/** An open (or finished) resumable upload. */
export interface DriveSession extends DriveSessionRequest {
  readonly id: string;
  /** Bytes stored so far; the next chunk must start here. */
  readonly received: number;
  /** Set once the last byte arrived. */
  readonly fileId: string | null;
  readonly createdAt: number;
}

/** A finished file in the drive. */
export interface DriveFile {
  readonly id: string;
  readonly name: string;
  readonly mimeType: string;
  readonly size: number;
  readonly folderId: string;
  readonly createdAt: number;
}

export interface DriveStore {
  createSession(request: DriveSessionRequest, now: number): DriveSession;
  findSession(id: string): DriveSession | undefined;
  /** Appends a chunk that starts at `start`; false when another request moved the session on meanwhile. */
  appendChunk(id: string, start: number, bytes: Uint8Array): boolean;
  /** Turns a fully received session into a file (once; later calls return the same file). */
  complete(id: string, now: number): DriveFile;
  findFile(id: string): DriveFile | undefined;
  /** Where a file's bytes are on disk. */
  filePath(fileId: string): string;
}

const COLUMNS = 'id, name, mime_type AS mimeType, size, folder_id AS folderId, created_at AS createdAt';

/**
 * Sessions and files in SQLite, bytes on disk under `dataDir/standins/drive`.
 * Chunk writes are synchronous: the check that a chunk starts at the stored
 * length and the write itself run without yielding, so two concurrent PUTs
 * to one session cannot interleave.
 */
export function createDriveStore(db: Database.Database, dataDir: string): DriveStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS drive_sessions (
      id TEXT PRIMARY KEY, name TEXT NOT NULL, mime_type TEXT NOT NULL, size INTEGER NOT NULL,
      folder_id TEXT NOT NULL, received INTEGER NOT NULL DEFAULT 0, file_id TEXT, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS drive_files (
      id TEXT PRIMARY KEY, name TEXT NOT NULL, mime_type TEXT NOT NULL, size INTEGER NOT NULL,
      folder_id TEXT NOT NULL, created_at INTEGER NOT NULL);
  `);
  const uploadsDir = path.join(standinsDir(dataDir), 'drive', 'uploads');
  const filesDir = path.join(standinsDir(dataDir), 'drive', 'files');
  mkdirSync(uploadsDir, { recursive: true });
  mkdirSync(filesDir, { recursive: true });
  const partPath = (sessionId: string) => path.join(uploadsDir, `${sessionId}.part`);
  const filePath = (fileId: string) => path.join(filesDir, fileId);

  const insertSession = db.prepare(
    'INSERT INTO drive_sessions (id, name, mime_type, size, folder_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectSession = db.prepare(`SELECT ${COLUMNS}, received, file_id AS fileId FROM drive_sessions WHERE id = ?`);
  const advance = db.prepare('UPDATE drive_sessions SET received = ? WHERE id = ? AND received = ? AND file_id IS NULL');
  const insertFile = db.prepare('INSERT INTO drive_files (id, name, mime_type, size, folder_id, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const setFileId = db.prepare('UPDATE drive_sessions SET file_id = ? WHERE id = ?');
  const selectFile = db.prepare(`SELECT ${COLUMNS} FROM drive_files WHERE id = ?`);

  const findSession = (id: string) => selectSession.get(id) as DriveSession | undefined;
  const findFile = (id: string) => selectFile.get(id) as DriveFile | undefined;

  const completeOnce = db.transaction((session: DriveSession, now: number): DriveFile => {
    const file: DriveFile = { id: randomToken(), name: session.name, mimeType: session.mimeType, size: session.size, folderId: session.folderId, createdAt: now };
    insertFile.run(file.id, file.name, file.mimeType, file.size, file.folderId, file.createdAt);
    setFileId.run(file.id, session.id);
    // An empty file never had a chunk, so it has no part file yet.
    if (!existsSync(partPath(session.id))) writeFileSync(partPath(session.id), new Uint8Array(0));
    renameSync(partPath(session.id), filePath(file.id));
    return file;
  });

  return {
    createSession(request, now) {
      const id = randomToken();
      insertSession.run(id, request.name, request.mimeType, request.size, request.folderId, now);
      return { ...request, id, received: 0, fileId: null, createdAt: now };
    },
    findSession,
    appendChunk(id, start, bytes) {
      const session = findSession(id);
      if (!session || session.fileId !== null || session.received !== start) return false;
      const part = partPath(id);
      // A crash between a write and its bookkeeping leaves extra bytes: the database is the truth.
      if (existsSync(part) && statSync(part).size !== start) truncateSync(part, start);
      appendFileSync(part, bytes);
      advance.run(start + bytes.byteLength, id, start);
      return true;
    },
    complete(id, now) {
      const session = findSession(id);
      if (!session) throw new Error(`No drive session ${id}`);
      if (session.fileId !== null) return findFile(session.fileId) as DriveFile;
      return completeOnce(session, now);
    },
    findFile,
    filePath,
  };
}
