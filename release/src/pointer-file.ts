import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InvalidPointerError, parseReleasePointer, type ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { PointerLockedError } from './errors';

export const POINTER_FILE = 'remotes.json';
/** Held while one command reads, changes and writes the pointer. */
export const LOCK_FILE = `${POINTER_FILE}.lock`;
/** How long a command waits for another one's lock before giving up. @default 15000 */
const LOCK_WAIT_MS = 15_000;
/** A lock older than this was left by a command that died: it is broken. */
const STALE_LOCK_MS = 60_000;

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

/**
 * Writes the pointer atomically: a temporary file of its own (unique per call,
 * so two writers never share one), then a rename over the pointer, so a page view
 * reads the old pointer or the new one, never half a file.
 */
export async function writePointerFile(releasesDir: string, pointer: ReleasePointer): Promise<void> {
  await mkdir(releasesDir, { recursive: true });
  const target = path.join(releasesDir, POINTER_FILE);
  const temp = `${target}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(pointer, null, 2)}\n`);
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
}

async function acquireLock(releasesDir: string): Promise<() => Promise<void>> {
  await mkdir(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, LOCK_FILE);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => rm(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (age > STALE_LOCK_MS) await rm(lock, { force: true });
    else if (Date.now() > deadline) throw new PointerLockedError(`${lock} is held by another release command; try again, or remove it if no command is running`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * Reads, changes and writes the pointer under a lock file, so two commands that
 * race (two publishes at once) both land: the second reads what the first wrote.
 * `change` returns the new pointer, or undefined to leave the file untouched.
 */
export async function updatePointerFile<T>(releasesDir: string, change: (pointer: ReleasePointer) => Promise<{ pointer?: ReleasePointer; result: T }> | { pointer?: ReleasePointer; result: T }): Promise<T> {
  const release = await acquireLock(releasesDir);
  try {
    const { pointer, result } = await change(await readPointerFile(releasesDir));
    if (pointer) await writePointerFile(releasesDir, pointer);
    return result;
  } finally {
    await release();
  }
}
