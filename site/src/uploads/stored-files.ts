import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UploadQuotaSettings } from '../config/site-config';
import { DEFAULT_UPLOAD_QUOTA, QUOTA_MESSAGES, quotaBreach } from './upload-quota';
import type { NewUpload, UploadRow, UploadsRepository } from './uploads-repository';

/** Folder of stored files inside DATA_DIR. */
export const UPLOADS_FOLDER = 'uploads';
/** URL prefix the uploads route serves them under. */
export const UPLOADS_URL_PREFIX = '/uploads/';
/** A server-generated name: 128 random bits in hex, then the checked extension. Nothing else is ever served. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;
/** Expired uploads removed per sweep, so one request never does unbounded work. */
const SWEEP_BATCH = 200;

export const uploadUrl = (storedName: string): string => `${UPLOADS_URL_PREFIX}${storedName}`;

export type QuotaSave = { readonly ok: true; readonly row: UploadRow } | { readonly ok: false; readonly message: string };

/** Stores checked files on disk under server-generated names, with one uploads row each. */
export interface StoredFiles {
  readonly dir: string;
  /** Writes the bytes, then records the row; a failed insert removes the file, so disk and table agree. */
  save(bytes: Uint8Array, extension: string, row: Omit<NewUpload, 'stored_name'>): UploadRow;
  /**
   * `save` for a visitor's file, within the quotas: expired files go first,
   * then a file that would take the visitor or the site past its quota is
   * refused with the message to show, and nothing is written. Both upload
   * paths (the uploader's action and a form posted without scripts) save here.
   */
  saveWithinQuota(bytes: Uint8Array, extension: string, row: Omit<NewUpload, 'stored_name'> & { readonly visitor: string }): QuotaSave;
  /** Removes uploads no submission took once they are older than the quota's `unattachedMs`; the count removed. */
  expire(): number;
  /** Removes one upload no submission took (a visitor's Remove): its row and its file. False when it was sent or is gone. */
  remove(row: UploadRow): boolean;
  /**
   * A visitor's Remove: deletes the file of one of their uploads that no form
   * has sent and marks its row, so it is never served, sent or counted again.
   * False (nothing changed) when it was sent, is gone, or is not theirs.
   */
  discard(row: UploadRow, visitor: string): boolean;
  pathOf(storedName: string): string;
}

export function createStoredFiles(dataDir: string, uploads: UploadsRepository, quota: Partial<UploadQuotaSettings> = {}, now: () => Date = () => new Date()): StoredFiles {
  const dir = path.join(dataDir, UPLOADS_FOLDER);
  const settings: UploadQuotaSettings = { ...DEFAULT_UPLOAD_QUOTA, ...quota };
  mkdirSync(dir, { recursive: true });
  const cutoff = () => new Date(now().getTime() - settings.unattachedMs).toISOString();
  const remove = (row: UploadRow): boolean => {
    if (!uploads.deleteUnattached(row.id)) return false;
    rmSync(path.join(dir, row.stored_name), { force: true });
    return true;
  };
  const files: StoredFiles = {
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
    saveWithinQuota(bytes, extension, row) {
      files.expire();
      const since = cutoff();
      const breach = quotaBreach(bytes.length, { visitor: uploads.visitorBytes(since, row.visitor), total: uploads.unattachedBytes(since) }, settings);
      return breach ? { ok: false, message: QUOTA_MESSAGES[breach] } : { ok: true, row: files.save(bytes, extension, row) };
    },
    expire() {
      let removed = 0;
      for (const row of uploads.unattachedBefore(cutoff(), SWEEP_BATCH)) if (remove(row)) removed++;
      return removed;
    },
    remove,
    discard(row, visitor) {
      if (!uploads.markRemoved(row.id, visitor, now().toISOString())) return false;
      rmSync(path.join(dir, row.stored_name), { force: true });
      return true;
    },
    pathOf: (storedName) => path.join(dir, storedName),
  };
  return files;
}
