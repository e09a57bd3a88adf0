import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SRI_ALGORITHM } from '@cms-mf/shared-contracts/release/release-pointer';
import { PublishError } from './errors';

/** What a Dirent is, in words, for one a build must not hold. */
const kindOf = (entry: Dirent): string =>
  entry.isSymbolicLink() ? 'a symbolic link' : entry.isFIFO() ? 'a named pipe' : entry.isSocket() ? 'a socket' : entry.isBlockDevice() || entry.isCharacterDevice() ? 'a device' : 'not a regular file';

/**
 * Lists the files under `dir`, relative and sorted, so hashes do not depend on directory order.
 * A build holds regular files and folders only: a symbolic link would be published as a link (to
 * `/etc/passwd`, say) that the hash never saw, so anything else is refused, every one named.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const relative = (entry: Dirent) => path.relative(dir, path.join(entry.parentPath, entry.name));
  const refused = entries.filter((entry) => !entry.isFile() && !entry.isDirectory());
  if (refused.length > 0) {
    const named = refused.map((entry) => `${relative(entry)} (${kindOf(entry)})`).sort();
    throw new PublishError(`${dir} holds what a build must not: ${named.join(', ')}; publish copies regular files and folders only`);
  }
  return entries.filter((entry) => entry.isFile()).map(relative).sort();
}

/** A short hash of a whole build folder: same bytes, same version id. */
export async function folderHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file).update('\0').update(await readFile(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Subresource-integrity string of a file, as the browser checks it. */
export async function sriSha384(file: string): Promise<string> {
  return `${SRI_ALGORITHM}-${createHash(SRI_ALGORITHM).update(await readFile(file)).digest('base64')}`;
}
