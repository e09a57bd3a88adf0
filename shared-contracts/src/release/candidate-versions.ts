import type { PublishedVersion, RemoteRelease } from './release-pointer';

/**
 * Earlier versions the shell falls back to when the active one fails to load: it tries the
 * active version and at most this many before it. The release tool keeps them (prune) and
 * writes them into the pointer pages read (the lean view); a rollback activates one.
 */
export const FALLBACK_VERSIONS = 2;

/**
 * The versions to try for a remote, best first: the active one, then earlier
 * ones newest first (the "previous good version"). An active version missing
 * from the history is reported by the caller and the newest published is tried.
 * A file of its own: only the shell's remote loader falls back, so this travels in
 * the loader's chunk, not in the runtime chunk every page with modules downloads.
 */
export function candidateVersions(release: RemoteRelease): { versions: PublishedVersion[]; activeKnown: boolean } {
  const index = release.history.findIndex((v) => v.version === release.active);
  if (index === -1) return { versions: [...release.history].reverse(), activeKnown: false };
  return { versions: release.history.slice(0, index + 1).reverse(), activeKnown: true };
}
