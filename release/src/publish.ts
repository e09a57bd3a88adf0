import { randomUUID } from 'node:crypto';
import { cp, lstat, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { CHUNK_HASHES_FILE } from '@cms-mf/shared-contracts/release/release-files';
import type { PublishedVersion, ReleaseFile } from '@cms-mf/shared-contracts/release/release-pointer';
import { readBuildDeclarations } from './build-declarations';
import { readBuildModules, type BuildModules } from './build-manifest';
import { folderHash, sriSha384 } from './content-hash';
import { PublishError } from './errors';
import { updatePointerFile } from './pointer-file';
import { withRelease } from './with-release';
import { preflight } from './preflight/preflight';

export const ENTRY_FILE = 'remoteEntry.js';

export interface PublishOptions {
  readonly releasesDir: string;
  readonly remote: RemoteName;
  /** The remote's build output (holds remoteEntry.js and mf-manifest.json). */
  readonly buildDir: string;
  /** Semantic version of the remote package; the folder name adds the content hash. */
  readonly packageVersion: string;
  /** Make it the active version; false only records it (`release canary --from`). @default true */
  readonly activate?: boolean;
  /**
   * When these bytes are already published but another version is active (ops rolled back from
   * them, or promoted another), make them active again. Without it such a publish changes nothing,
   * so a rebuild never undoes a rollback. @default false
   */
  readonly reactivate?: boolean;
}

/**
 * What a publish did to the pointer: `activated` (a new version, now active), `recorded` (a new
 * version, not active: `activate: false`), `reactivated` (published before, active again),
 * `unchanged` (published before; nothing changed, `active` says which version pages run).
 */
export type PublishOutcome = 'activated' | 'recorded' | 'reactivated' | 'unchanged';

export interface PublishResult {
  readonly version: string;
  /** False when these exact bytes were already published: nothing is copied. */
  readonly created: boolean;
  readonly outcome: PublishOutcome;
  /** The version pages of this remote run after the publish (the stable one while a canary runs). */
  readonly active: string;
  /** The active version before, when the publish changed it. */
  readonly previous?: string;
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(() => true, () => false);
}

/**
 * Copies the build beside the version folder, then renames it into place: of two identical
 * publishes at once, one lands the folder and the other finds it there (false), as a later
 * publish of the same bytes would, never half a folder or an EEXIST.
 */
async function copyInPlace(buildDir: string, versionDir: string): Promise<boolean> {
  const temp = `${versionDir}.${process.pid}.${randomUUID()}.tmp`;
  try {
    // listFiles refused links in the build already; one that appears since is refused too, never copied.
    const regular = async (source: string) => {
      const info = await lstat(source);
      if (!info.isFile() && !info.isDirectory()) throw new PublishError(`${source} is not a regular file or folder; publish copies only those`);
      return true;
    };
    await cp(buildDir, temp, { recursive: true, errorOnExist: true, force: false, filter: regular });
    await rename(temp, versionDir);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await exists(versionDir))) return false;
    throw error;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** A file of the build with its integrity, as a path relative to the pointer (like the entry). */
async function describeFile(versionDir: string, relativeDir: string, file: string): Promise<ReleaseFile> {
  if (!(await exists(path.join(versionDir, file)))) throw new PublishError(`the manifest names ${file}, which the build does not hold`);
  return { path: path.posix.join(relativeDir, file), integrity: await sriSha384(path.join(versionDir, file)) };
}

/** Each module's files with their integrity. */
async function describeFiles(versionDir: string, relativeDir: string, { files, shared }: BuildModules): Promise<Record<string, ReleaseFile[]>> {
  const described: Record<string, ReleaseFile[]> = {};
  for (const [expose, list] of Object.entries(files)) {
    described[expose] = [];
    for (const file of list) {
      const item = await describeFile(versionDir, relativeDir, file);
      described[expose].push(shared.has(file) ? { ...item, shared: true } : item);
    }
  }
  return described;
}

/**
 * Copies a build into an immutable version folder, checks it (pre-flight) against the live
 * pointer and makes it the active version. Only this remote's entry of the pointer changes. A
 * build that fails pre-flight is refused: the pointer is untouched and a folder this call created
 * is removed again. Bytes already published change nothing unless `reactivate` says so.
 */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { releasesDir, remote, buildDir } = options;
  if (!(await exists(path.join(buildDir, ENTRY_FILE)))) throw new PublishError(`${buildDir} has no ${ENTRY_FILE}: build the remote first`);
  const version = `${options.packageVersion}-${await folderHash(buildDir)}`;
  const relativeDir = path.posix.join('remotes', remote, version);
  const versionDir = path.join(releasesDir, relativeDir);
  // The version id is the content hash, so an existing folder already holds these bytes.
  const created = !(await exists(versionDir)) && (await copyInPlace(buildDir, versionDir));
  try {
    return await updatePointerFile<PublishResult>(releasesDir, async (pointer) => {
      const current = pointer.remotes[remote];
      const history = current?.history ?? [];
      const known = history.find((v) => v.version === version);
      if (known && current) {
        // Publishing bytes already published changes nothing, so a rebuild never undoes a rollback.
        if (current.active === version || !options.reactivate || options.activate === false) {
          return { result: { version, created, outcome: 'unchanged', active: current.active } };
        }
        await preflight(releasesDir, remote, known, pointer);
        const { canary: _ended, ...stable } = current;
        const next = { ...stable, active: version };
        return { pointer: withRelease(pointer, remote, next), result: { version, created, outcome: 'reactivated', active: version, previous: current.active } };
      }
      const modules = await readBuildModules(versionDir, ENTRY_FILE);
      const declarations = await readBuildDeclarations(versionDir, modules.exposes);
      const published: PublishedVersion = {
        version,
        entry: path.posix.join(relativeDir, ENTRY_FILE),
        integrity: await sriSha384(path.join(versionDir, ENTRY_FILE)),
        exposes: modules.exposes,
        files: await describeFiles(versionDir, relativeDir, modules),
        // The entry pins every chunk with the hash the pointer lists, the ones loaded later too.
        ...(modules.later.length > 0 ? { later: await Promise.all(modules.later.map((file) => describeFile(versionDir, relativeDir, file))) } : {}),
        // What the shell reads of this version once it is only a fallback (lean-pointer.ts): its scripts' hashes, in one pinned file.
        ...((await exists(path.join(versionDir, CHUNK_HASHES_FILE))) ? { hashes: await describeFile(versionDir, relativeDir, CHUNK_HASHES_FILE) } : {}),
        ...(declarations.modules ? { modules: declarations.modules } : {}),
        publishedAt: new Date().toISOString(),
      };
      await preflight(releasesDir, remote, published, pointer, declarations.problems);
      if (options.activate === false && current) {
        return { pointer: withRelease(pointer, remote, { ...current, history: [...history, published] }), result: { version, created, outcome: 'recorded', active: current.active } };
      }
      return {
        pointer: withRelease(pointer, remote, { active: version, history: [...history, published] }),
        result: { version, created, outcome: 'activated', active: version, ...(current ? { previous: current.active } : {}) },
      };
    });
  } catch (error) {
    if (created) await rm(versionDir, { recursive: true, force: true });
    throw error;
  }
}
