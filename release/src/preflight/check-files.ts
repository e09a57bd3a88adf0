import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { sriSha384 } from '../content-hash';
import type { BuildManifestFiles } from './manifest-files';

/**
 * The files a version needs, checked on disk: the entry and every file the pointer
 * lists exist and hash as recorded there, and every script the manifest names is
 * pinned by a hash the entry carries (the entry loads them with that integrity, so a
 * file that differs would fail in the browser, not here). Returns the problems found.
 */
export async function checkFiles(releasesDir: string, version: PublishedVersion, manifest: BuildManifestFiles): Promise<string[]> {
  const problems: string[] = [];
  const at = (relative: string) => path.join(releasesDir, relative);
  const exists = (file: string) => stat(file).then((s) => s.isFile(), () => false);
  if (!(await exists(at(version.entry)))) return [`the entry ${version.entry} is missing`];
  if ((await sriSha384(at(version.entry))) !== version.integrity) problems.push(`the entry ${version.entry} does not match its recorded hash`);
  for (const [expose, files] of Object.entries(version.files ?? {})) {
    for (const file of files) {
      if (!(await exists(at(file.path)))) problems.push(`${file.path} (needed by ${expose}) is missing`);
      else if ((await sriSha384(at(file.path))) !== file.integrity) problems.push(`${file.path} (needed by ${expose}) does not match its recorded hash`);
    }
  }
  const entrySource = await readFile(at(version.entry), 'utf8');
  const pinned = new Set(entrySource.match(/sha384-[A-Za-z0-9+/]{64}/g) ?? []);
  const versionDir = path.posix.dirname(version.entry);
  for (const file of manifest.scripts) {
    const full = at(path.posix.join(versionDir, file));
    if (!(await exists(full))) problems.push(`${file}, named by the build's manifest, is missing`);
    else if (!pinned.has(await sriSha384(full))) problems.push(`${file} is not pinned by any hash in the entry`);
  }
  return problems;
}
