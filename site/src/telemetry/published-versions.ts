import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_POINTER_FILE, RELEASE_RECORD_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { parseReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';

/** Which `remote@version` this site has served: every version its release record holds. */
export interface PublishedVersions {
  has(remote: string, version: string): Promise<boolean>;
}

/** A key that changes whenever the file is rewritten (the release tool renames a new file over it). */
const fileKey = (info: { ino: number; size: number; mtimeMs: number }) => `${info.ino}:${info.size}:${info.mtimeMs}`;

/**
 * Reads RELEASES_DIR's release record (or, in a folder written before there was one, the pointer,
 * which then held the full history) through the shell's own parser. Kept parsed in memory and
 * read again only when the file changes, so a flood of reports costs one `stat` each.
 * A missing or unreadable record knows no version: reports are then refused, never guessed at.
 */
export function createPublishedVersions(releasesDir: string): PublishedVersions {
  let cached: { key: string; versions: ReadonlySet<string> } | undefined;
  const load = async (): Promise<ReadonlySet<string>> => {
    for (const name of [RELEASE_RECORD_FILE, RELEASE_POINTER_FILE]) {
      const file = path.join(releasesDir, name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      const key = `${name}:${fileKey(info)}`;
      if (cached?.key !== key) cached = { key, versions: await readVersions(file) };
      return cached.versions;
    }
    cached = undefined;
    return new Set();
  };
  return { has: async (remote, version) => (await load()).has(`${remote}@${version}`) };
}

async function readVersions(file: string): Promise<ReadonlySet<string>> {
  try {
    const { pointer } = parseReleasePointer(JSON.parse(await readFile(file, 'utf8')));
    return new Set(Object.entries(pointer.remotes).flatMap(([remote, release]) => release.history.map((v) => `${remote}@${v.version}`)));
  } catch {
    return new Set();
  }
}
