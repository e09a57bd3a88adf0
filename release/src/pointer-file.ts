import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_POINTER_FILE, RELEASE_RECORD_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { InvalidPointerError, parseReleasePointer, type ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { PointerLockedError } from './errors';
import { leanRemotes } from './lean-pointer';
import { mergeRetired, readRetired, RETIRED_FILE, retiredBy } from './retired-versions';
import { withRecordFields } from './record-fields';

/** What pages read (the shell's `pointerUrl`): the lean view of the release record (lean-pointer.ts). */
export const POINTER_FILE = RELEASE_POINTER_FILE;
/** The release record: every remote's full history, which only the release tool reads. */
export const HISTORY_FILE = RELEASE_RECORD_FILE;
/** Held while one command reads, changes and writes the pointer. */
export const LOCK_FILE = `${POINTER_FILE}.lock`;
/** How long a command waits for another one's lock before giving up. @default 15000 */
const LOCK_WAIT_MS = 15_000;
/** A lock older than this was left by a command that died: it is broken. */
const STALE_LOCK_MS = 60_000;

/** The pointer file as read: what the tool understands, and every remote's entry exactly as written. */
interface PointerRead {
  readonly pointer: ReleasePointer;
  /** Each remote's entry as the file holds it, in the file's order, understood or not. */
  readonly raw: Readonly<Record<string, unknown>>;
  /** Entries the tool cannot understand (written by hand, or by a newer tool): kept as they are, never changed. */
  readonly problems: Readonly<Record<string, InvalidPointerError>>;
}

/** The record's text: HISTORY_FILE, or POINTER_FILE in a folder written before there was a record (it held the full history). */
async function readRecordText(releasesDir: string): Promise<string | undefined> {
  for (const file of [HISTORY_FILE, POINTER_FILE]) {
    try {
      return await readFile(path.join(releasesDir, file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

async function readPointerJson(releasesDir: string): Promise<PointerRead> {
  const text = await readRecordText(releasesDir);
  if (text === undefined) return { pointer: { schemaVersion: 1, remotes: {} }, raw: {}, problems: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidPointerError(`${POINTER_FILE} in ${releasesDir} is not JSON`);
  }
  const { pointer, problems } = parseReleasePointer(json);
  const raw = (json as { remotes: Record<string, unknown> }).remotes;
  return { pointer: withRecordFields(pointer, raw), raw, problems };
}

/** Reads the pointer: every remote the tool understands. Entries it cannot understand are left out here, and kept in the file. */
export async function readPointerFile(releasesDir: string): Promise<ReleasePointer> {
  return (await readPointerJson(releasesDir)).pointer;
}

/**
 * The file's remotes after a change: every entry the change did not touch exactly as it was
 * (another team's remote, one this checkout has never heard of, one written by hand), the
 * changed ones as the change made them. A change to an entry the tool cannot read is refused.
 */
export function mergeRemotes(read: PointerRead, next: ReleasePointer): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...read.raw };
  for (const [name, release] of Object.entries(next.remotes)) {
    if (release === read.pointer.remotes[name]) continue;
    const problem = read.problems[name];
    if (problem) throw new InvalidPointerError(`${POINTER_FILE}: the entry of "${name}" cannot be read (${problem.message}); fix or remove it by hand before changing it`);
    merged[name] = release;
  }
  for (const name of Object.keys(read.pointer.remotes)) if (!(name in next.remotes)) delete merged[name];
  return merged;
}

/**
 * Writes a file of the releases folder atomically: a temporary file of its own (unique per call,
 * so two writers never share one), then a rename over it, so a page view reads the old pointer or
 * the new one, never half a file.
 */
async function writeJsonFile(releasesDir: string, name: string, value: unknown, indent: 2 | 0 = 2): Promise<void> {
  await mkdir(releasesDir, { recursive: true });
  const target = path.join(releasesDir, name);
  const temp = `${target}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(value, null, indent)}\n`);
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Writes the release record, then the pointer pages read (its lean view), each atomically
 * (writeJsonFile). The record is indented, so a rollback changes one line of it; the pointer,
 * which every page with modules downloads, is not (-0.3 KB gz).
 */
export async function writePointerFile(releasesDir: string, pointer: { readonly schemaVersion: 1; readonly remotes: Readonly<Record<string, unknown>> }): Promise<void> {
  await writeJsonFile(releasesDir, HISTORY_FILE, pointer);
  await writeJsonFile(releasesDir, POINTER_FILE, { schemaVersion: 1, remotes: leanRemotes(pointer.remotes) }, 0);
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
    const read = await readPointerJson(releasesDir);
    const { pointer, result } = await change(read.pointer);
    if (!pointer) return result;
    const retired = retiredBy(read.pointer, pointer, new Date());
    // The record first: a version is never unserved without its time being kept for prune.
    if (Object.keys(retired).length > 0) await writeJsonFile(releasesDir, RETIRED_FILE, mergeRetired(await readRetired(releasesDir), retired));
    await writePointerFile(releasesDir, { schemaVersion: 1, remotes: mergeRemotes(read, pointer) });
    return result;
  } finally {
    await release();
  }
}
