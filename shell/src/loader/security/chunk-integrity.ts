import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { SHARING_GLOBALS } from '../sharing-globals';

/** Each script of a version (every module's files, then the ones loaded later) by absolute URL, with its hash. */
export function chunkHashes(version: PublishedVersion, baseUrl: string): Array<[url: string, integrity: string]> {
  const files = [...Object.values(version.files ?? {}).flat(), ...(version.later ?? [])];
  return files.map((file) => [new URL(file.path, baseUrl).href, file.integrity]);
}

/** Every chunk hash the page knows, for all versions it loaded: an absolute URL names one file of one version. */
const known = new Map<string, string>();

/**
 * Lends the remote entries the hashes of a version's chunks before its entry runs: the entry
 * looks each chunk up here by URL (build/pointer-pinned-chunks.ts) and one without a hash never runs.
 */
export function pinChunks(version: PublishedVersion, baseUrl: string): void {
  for (const [url, integrity] of chunkHashes(version, baseUrl)) known.set(url, integrity);
  (globalThis as Record<string, unknown>)[SHARING_GLOBALS.chunkIntegrity] ??= (url: string) => known.get(url);
}
