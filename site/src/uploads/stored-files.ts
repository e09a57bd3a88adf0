import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NewUpload, UploadRow, UploadsRepository } from './uploads-repository';

/** Folder of stored files inside DATA_DIR. */
export const UPLOADS_FOLDER = 'uploads';
/** URL prefix the uploads route serves them under. */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** A server-generated name: 128 random bits in hex, then the checked extension. Nothing else is ever served. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

export const uploadUrl = (storedName: string): string => `${UPLOADS_URL_PREFIX}${storedName}`;

/** Stores checked files on disk under server-generated names, with one uploads row each. */
export interface StoredFiles {
  readonly dir: string;
  /** Writes the bytes, then records the row; a failed insert removes the file, so disk and table agree. */
  save(bytes: Uint8Array, extension: string, row: Omit<NewUpload, 'stored_name'>): UploadRow;
  pathOf(storedName: string): string;
}

export function createStoredFiles(dataDir: string, uploads: UploadsRepository): StoredFiles {
  const dir = path.join(dataDir, UPLOADS_FOLDER);
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    save(bytes, extension, row) {
      const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
      const file = path.join(dir, storedName);
      // 'wx': never overwrite, even in the 2^-128 case of a repeated name.
      writeFileSync(file, bytes, { flag: 'wx', mode: 0o640 });
      try {
        return uploads.insert({ ...row, stored_name: storedName });
      } catch (error) {
        rmSync(file, { force: true });
        throw error;
      }
    },
    pathOf: (storedName) => path.join(dir, storedName),
  };
}
