import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ReleasePointer, RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';
import { updatePointerFile } from './pointer-file';
import { DEFAULT_GRACE_HOURS, DEFAULT_KEEP, versionsToKeep } from './prune-plan';
import { readRetired } from './retired-versions';

export interface PruneOptions {
  readonly releasesDir: string;
  /** Most recently published versions kept per remote, besides the active one and its rollback targets. @default 5 */
  readonly keep?: number;
  /** Only this remote's versions; every remote's when absent. */
  readonly remote?: string;
  /** Versions served within this many hours are kept (pages left open may still load them). @default 24 */
  readonly graceHours?: number;
  /** The time to count the grace from. @default now */
  readonly now?: Date;
}

/** `remote@version` of every folder removed. */
export type PruneResult = string[];

async function folders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory()).map((e) => e.name);
}

/**
 * Removes old version folders. The pointer is written first, without them, so
 * a page view that starts now never names a folder about to go; a page that
 * read the pointer earlier recovers by re-reading it (the shell's version-skew rule).
 * Folders the pointer does not know are left alone: prune deletes only what it published.
 */
export async function prune(options: PruneOptions): Promise<PruneResult> {
  const keep = options.keep ?? DEFAULT_KEEP;
  const servedSince = (options.now ?? new Date()).getTime() - (options.graceHours ?? DEFAULT_GRACE_HOURS) * 3_600_000;
  const retired = await readRetired(options.releasesDir);
  const plan = await updatePointerFile(options.releasesDir, (pointer) => {
    const removed: string[] = [];
    const remotes: Record<string, RemoteRelease> = {};
    for (const [remote, release] of Object.entries(pointer.remotes)) {
      if (options.remote !== undefined && remote !== options.remote) continue;
      const kept = versionsToKeep(release, keep, retired[remote], servedSince);
      remotes[remote] = { ...release, history: release.history.filter((v) => kept.has(v.version)) };
      release.history.filter((v) => !kept.has(v.version)).forEach((v) => removed.push(`${remote}@${v.version}`));
    }
    const next = removed.length === 0 ? undefined : ({ ...pointer, remotes: { ...pointer.remotes, ...remotes } } as ReleasePointer);
    return { pointer: next, result: { removed, pointer, remotes } };
  });
  const { removed, pointer, remotes } = plan;
  if (removed.length === 0) return removed;
  for (const [remote, release] of Object.entries(pointer.remotes)) {
    if (!(remote in remotes)) continue;
    const known = new Set(release.history.map((v) => v.version));
    const kept = new Set(remotes[remote]?.history.map((v) => v.version));
    for (const folder of await folders(path.join(options.releasesDir, 'remotes', remote))) {
      if (known.has(folder) && !kept.has(folder)) await rm(path.join(options.releasesDir, 'remotes', remote, folder), { recursive: true, force: true });
    }
  }
  return removed;
}
