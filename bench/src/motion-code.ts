import { RELEASE_POINTER_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { parseReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';

/** The exposes whose code the theme page's scroll budget counts (sticky and scroll effects). */
export const SCROLL_CODE_EXPOSES = ['./sticky', './scroll-effects'] as const;

/**
 * Gzip -9 bytes of the chunks the active theme release lists for `exposes`
 * (each file once: a chunk two modules share counts once), from the release
 * pointer, as the shell would request them. The remote entry is reported apart:
 * every theme module on a page needs it, so it is not these modules' code.
 */
export async function exposeCodeBytes(releasesDir: string, remote: RemoteName, exposes: readonly string[]): Promise<{ readonly modules: number; readonly entry: number }> {
  const { pointer } = parseReleasePointer(JSON.parse(await readFile(path.join(releasesDir, RELEASE_POINTER_FILE), 'utf8')));
  const release = pointer.remotes[remote];
  const active = release?.history.find((v) => v.version === release.active);
  if (!active) throw new Error(`no active ${remote} release in ${releasesDir}`);
  const gz = async (file: string) => gzipSync(await readFile(path.join(releasesDir, file)), { level: 9 }).length;
  const files = new Set(exposes.flatMap((expose) => (active.files?.[expose] ?? []).map((f) => f.path)));
  let modules = 0;
  for (const file of files) modules += await gz(file);
  return { modules, entry: await gz(active.entry) };
}
