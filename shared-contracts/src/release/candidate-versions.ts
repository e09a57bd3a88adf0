import type { PublishedVersion, RemoteRelease } from './release-pointer';

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
