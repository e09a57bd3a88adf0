import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InvalidPointerError, parseReleasePointer, type ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';

export const POINTER_FILE = 'remotes.json';

/** Reads the pointer strictly: the release tool never rewrites a pointer it cannot fully understand. */
export async function readPointerFile(releasesDir: string): Promise<ReleasePointer> {
  let text: string;
  try {
    text = await readFile(path.join(releasesDir, POINTER_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { schemaVersion: 1, remotes: {} };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidPointerError(`${POINTER_FILE} in ${releasesDir} is not JSON`);
  }
  const { pointer, problems } = parseReleasePointer(json);
  const problem = Object.values(problems)[0];
  if (problem) throw problem;
  return pointer;
}

/** Writes the pointer atomically, so a page view never reads half a file. */
export async function writePointerFile(releasesDir: string, pointer: ReleasePointer): Promise<void> {
  await mkdir(releasesDir, { recursive: true });
  const target = path.join(releasesDir, POINTER_FILE);
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  await rename(temp, target);
}
