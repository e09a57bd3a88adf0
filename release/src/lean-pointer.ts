import { isRecord } from '@cms-mf/shared-contracts';
import { candidateVersions, FALLBACK_VERSIONS } from '@cms-mf/shared-contracts/release/candidate-versions';
import { parseReleasePointer, type PublishedVersion, type RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';

/**
 * One remote's entry as pages read it: only what the shell uses. The versions pages are sent to
 * (active, canary) in full, with their files and modules; the ones it falls back to with what
 * loading them takes: entry, exposes and the pinned file of their scripts' hashes (`hashes`),
 * which the shell fetches only when it falls back, so a rollback target costs a page ~200 bytes,
 * not every chunk's hash. Nothing older, and no publish times. The full history stays in the
 * release record (pointer-file.ts HISTORY_FILE), so the pointer every page with modules downloads
 * stops growing with each publish.
 */
export function leanRelease(release: RemoteRelease): RemoteRelease {
  const served = new Set([release.active, ...(release.canary ? [release.canary.version] : [])]);
  const kept = new Set([...candidateVersions(release).versions.slice(0, 1 + FALLBACK_VERSIONS).map((v) => v.version), ...served]);
  // `publishedAt` is left out: the parser reads an absent one as ''.
  const history = release.history
    .filter((v) => kept.has(v.version))
    .map(({ publishedAt: _time, files, later, hashes, modules, ...loadable }): PublishedVersion => {
      const pins = { ...(files ? { files } : {}), ...(later ? { later } : {}) };
      if (served.has(loadable.version)) return { ...loadable, ...pins, ...(modules ? { modules } : {}) } as PublishedVersion;
      // A version published before its build wrote the hash file falls back with the hashes listed.
      return (hashes ? { ...loadable, hashes } : { ...loadable, ...pins }) as PublishedVersion;
    });
  return { active: release.active, ...(release.canary ? { canary: release.canary } : {}), history };
}

/** The pointer pages read, from the release record's remotes as written: an entry the tool cannot read goes as it is. */
export function leanRemotes(remotes: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const lean: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(remotes)) {
    const parsed = isRecord(raw) ? parseReleasePointer({ schemaVersion: 1, remotes: { [name]: raw } }).pointer.remotes[name] : undefined;
    lean[name] = parsed ? leanRelease(parsed) : raw;
  }
  return lean;
}
