import { readPointerFile } from './pointer-file';
import { haltsOf } from './record-fields';

/** One line per published version, the active one marked, and a line for each canary of it halted and why: what ops read before a rollback. */
export async function listReleases(releasesDir: string): Promise<string[]> {
  const pointer = await readPointerFile(releasesDir);
  const lines: string[] = [];
  for (const [remote, release] of Object.entries(pointer.remotes)) {
    for (const v of release.history) {
      const marker = v.version === release.active ? '*' : ' ';
      lines.push(`${marker} ${remote.padEnd(8)} ${v.version.padEnd(20)} ${v.publishedAt}  ${v.exposes.join(' ')}`);
      for (const halt of haltsOf(v)) lines.push(`    canary halted ${halt.at}: ${halt.reason}`);
    }
  }
  return lines;
}
