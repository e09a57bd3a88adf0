import { isRecord } from '../is-record';
import { SRI_SHA384, type ReleaseFile } from './release-pointer';

/**
 * A build's CHUNK_HASHES_FILE (release-files.ts: script file name → hash) as files at absolute URLs
 * beside it. A value that is no sha384 hash is left out, so its script gets none and never runs.
 */
export function hashFileEntries(json: unknown, fileUrl: string): ReleaseFile[] {
  if (!isRecord(json)) return [];
  return Object.entries(json).flatMap(([file, hash]) => (typeof hash === 'string' && SRI_SHA384.test(hash) ? [{ path: new URL(file, fileUrl).href, integrity: hash }] : []));
}
