import { cp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import type { PublishedVersion, ReleaseFile, ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { readBuildModules, type BuildModules } from './build-manifest';
import { folderHash, sriSha384 } from './content-hash';
import { PublishError } from './errors';
import { updatePointerFile } from './pointer-file';
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
}

export interface PublishResult {
  readonly version: string;
  /** False when these exact bytes were already published: nothing is copied and the pointer is unchanged. */
  readonly created: boolean;
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(() => true, () => false);
}

/** Each module's files with their integrity, as paths relative to the pointer (like the entry). */
async function describeFiles(versionDir: string, relativeDir: string, { files, shared }: BuildModules): Promise<Record<string, ReleaseFile[]>> {
  const described: Record<string, ReleaseFile[]> = {};
  for (const [expose, list] of Object.entries(files)) {
    described[expose] = [];
    for (const file of list) {
      if (!(await exists(path.join(versionDir, file)))) throw new PublishError(`the manifest names ${file}, which the build does not hold`);
      const item = { path: path.posix.join(relativeDir, file), integrity: await sriSha384(path.join(versionDir, file)) };
      described[expose].push(shared.has(file) ? { ...item, shared: true } : item);
    }
  }
  return described;
}

/**
 * Copies a build into an immutable version folder, checks it (pre-flight) and
 * makes it the active version. A build that fails pre-flight is refused: the
 * pointer is untouched and a folder this call created is removed again.
 */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { releasesDir, remote, buildDir } = options;
  if (!(await exists(path.join(buildDir, ENTRY_FILE)))) throw new PublishError(`${buildDir} has no ${ENTRY_FILE}: build the remote first`);
  const version = `${options.packageVersion}-${await folderHash(buildDir)}`;
  const relativeDir = path.posix.join('remotes', remote, version);
  const versionDir = path.join(releasesDir, relativeDir);
  // The version id is the content hash, so an existing folder already holds these bytes.
  const created = !(await exists(versionDir));
  if (created) await cp(buildDir, versionDir, { recursive: true, errorOnExist: true, force: false });
  try {
    return await updatePointerFile(releasesDir, async (pointer) => {
      const history = pointer.remotes[remote]?.history ?? [];
      // Publishing bytes already published changes nothing, so a rebuild never undoes a rollback.
      if (history.some((v) => v.version === version)) return { result: { version, created } };
      const modules = await readBuildModules(versionDir, ENTRY_FILE);
      const published: PublishedVersion = {
        version,
        entry: path.posix.join(relativeDir, ENTRY_FILE),
        integrity: await sriSha384(path.join(versionDir, ENTRY_FILE)),
        exposes: modules.exposes,
        files: await describeFiles(versionDir, relativeDir, modules),
        publishedAt: new Date().toISOString(),
      };
      await preflight(releasesDir, remote, published, pointer);
      const current = pointer.remotes[remote];
      const release = options.activate === false && current ? { ...current, history: [...history, published] } : { active: version, history: [...history, published] };
      return { pointer: { ...pointer, remotes: { ...pointer.remotes, [remote]: release } } as ReleasePointer, result: { version, created } };
    });
  } catch (error) {
    if (created) await rm(versionDir, { recursive: true, force: true });
    throw error;
  }
}
