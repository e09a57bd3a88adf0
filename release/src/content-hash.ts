import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SRI_ALGORITHM } from '@cms-mf/shared-contracts/release/release-pointer';

/** Lists the files under `dir`, relative and sorted, so hashes do not depend on directory order. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
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
