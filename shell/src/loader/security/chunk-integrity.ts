import { hashFileEntries } from '@cms-mf/shared-contracts/release/hash-file';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { SHARING_GLOBALS } from '../sharing-globals';

/** Each script of a version (every module's files, then the ones loaded later) by absolute URL, with its hash. */
export function chunkHashes(version: PublishedVersion, baseUrl: string): Array<[url: string, integrity: string]> {
  const files = [...Object.values(version.files ?? {}).flat(), ...(version.later ?? [])];
  return files.map((file) => [new URL(file.path, baseUrl).href, file.integrity]);
}

/** Every chunk hash the page knows, for all versions it loaded: an absolute URL names one file of one version. */
const known = new Map<string, string>();
/** Chunk file names by folder URL and chunk id, for all versions the page loaded. */
const names = new Map<string, string>();
/** A chunk's file name begins with its id (build/pointer-named-chunks.ts): `46.__federation_expose_slider.20d0dddb39.js`. */
const CHUNK_ID = /^([^./]+)\./;

/** Keeps a script's hash by URL, and its file name by its folder and chunk id. */
function remember(url: string, integrity: string): void {
  known.set(url, integrity);
  const slash = url.lastIndexOf('/') + 1;
  const id = CHUNK_ID.exec(url.slice(slash))?.[1];
  if (id !== undefined) names.set(`${url.slice(0, slash)} ${id}`, url.slice(slash));
}

/**
 * The version with its scripts' hashes: a fallback version comes without its file lists (the lean
 * pointer carries only its `hashes` file), so that file is fetched, pinned to the hash the pointer
 * records; a file that differs is refused by the browser and the version fails to load.
 */
async function withScriptHashes(version: PublishedVersion, baseUrl: string): Promise<PublishedVersion> {
  if (version.files || version.later || !version.hashes) return version;
  const url = new URL(version.hashes.path, baseUrl).href;
  const response = await fetch(url, { integrity: version.hashes.integrity, mode: 'cors', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ...version, later: hashFileEntries(await response.json(), url) };
}

/**
 * Lends the remote entries the hashes and file names of a version's chunks before its entry runs:
 * the entry looks each chunk's file up here by its folder and id (build/pointer-named-chunks.ts) and
 * its hash by URL (build/pointer-pinned-chunks.ts); one without a hash never runs.
 */
export async function pinChunks(version: PublishedVersion, baseUrl: string): Promise<void> {
  for (const [url, integrity] of chunkHashes(await withScriptHashes(version, baseUrl), baseUrl)) remember(url, integrity);
  const lent = globalThis as Record<string, unknown>;
  lent[SHARING_GLOBALS.chunkIntegrity] ??= (url: string) => known.get(url);
  lent[SHARING_GLOBALS.chunkFile] ??= (folder: string, id: string) => names.get(`${folder} ${id}`);
}
