import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PublishedVersion, ReleaseFile } from '@cms-mf/shared-contracts/release/release-pointer';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { sriSha384 } from '../content-hash';
import type { BuildManifestFiles } from './manifest-files';

/**
 * The files a version needs, checked on disk: the entry and every file the pointer
 * lists exist and hash as recorded there, and every script the manifest names is
 * pinned by a hash the entry carries, or the pointer for an entry that looks its chunks up
 * there (it loads them with that integrity, so a file that differs would fail in the
 * browser, not here). Returns the problems found.
 */
export async function checkFiles(releasesDir: string, version: PublishedVersion, manifest: BuildManifestFiles): Promise<string[]> {
  const problems: string[] = [];
  const at = (relative: string) => path.join(releasesDir, relative);
  const exists = (file: string) => stat(file).then((s) => s.isFile(), () => false);
  if (!(await exists(at(version.entry)))) return [`the entry ${version.entry} is missing`];
  if ((await sriSha384(at(version.entry))) !== version.integrity) problems.push(`the entry ${version.entry} does not match its recorded hash`);
  const lists = [...Object.entries(version.files ?? {}).map(([expose, files]) => [`needed by ${expose}`, files] as const), ['loaded later', version.later ?? []] as const];
  for (const [why, files] of lists) {
    for (const file of files) {
      if (!(await exists(at(file.path)))) problems.push(`${file.path} (${why}) is missing`);
      else if ((await sriSha384(at(file.path))) !== file.integrity) problems.push(`${file.path} (${why}) does not match its recorded hash`);
    }
  }
  if (version.hashes) problems.push(...(await checkHashFile(releasesDir, version.hashes)));
  const entrySource = await readFile(at(version.entry), 'utf8');
  // An entry built with the preset pins its chunks with the hashes the pointer lists; any other, with the ones it carries.
  const pinsFromPointer = entrySource.includes(SHARING_GLOBALS.chunkIntegrity);
  const pinned = new Set(pinsFromPointer ? lists.flatMap(([, files]) => files.map((file) => file.integrity)) : (entrySource.match(/sha384-[A-Za-z0-9+/]{64}/g) ?? []));
  const versionDir = path.posix.dirname(version.entry);
  for (const file of manifest.scripts) {
    const full = at(path.posix.join(versionDir, file));
    if (!(await exists(full))) problems.push(`${file}, named by the build's manifest, is missing`);
    else if (!pinned.has(await sriSha384(full))) problems.push(`${file} is not pinned by any hash in the ${pinsFromPointer ? 'pointer' : 'entry'}`);
  }
  return problems;
}

/**
 * The hash file a page falls back with: it hashes as recorded, and each script it names is there
 * with the hash it gives (a page would otherwise refuse the fallback it needs after a failure).
 */
async function checkHashFile(releasesDir: string, hashes: ReleaseFile): Promise<string[]> {
  const file = path.join(releasesDir, hashes.path);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return [`${hashes.path} (the scripts' hashes) is missing`];
  if ((await sriSha384(file)) !== hashes.integrity) return [`${hashes.path} does not match its recorded hash`];
  const problems: string[] = [];
  for (const [script, integrity] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    const scriptFile = path.join(path.dirname(file), script);
    const actual = await sriSha384(scriptFile).catch(() => undefined);
    if (actual !== integrity) problems.push(`${script} does not match its hash in ${hashes.path}`);
  }
  return problems;
}
