import { readPointerFile } from './pointer-file';

/** One line per published version, the active one marked: what ops read before a rollback. */
export async function listReleases(releasesDir: string): Promise<string[]> {
  const pointer = await readPointerFile(releasesDir);
  const lines: string[] = [];
  for (const [remote, release] of Object.entries(pointer.remotes)) {
    for (const v of release.history) {
      const marker = v.version === release.active ? '*' : ' ';
      lines.push(`${marker} ${remote.padEnd(8)} ${v.version.padEnd(20)} ${v.publishedAt}  ${v.exposes.join(' ')}`);
    }
  }
  return lines;
}
