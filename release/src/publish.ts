import { cp, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import type { PublishedVersion, ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { folderHash, sriSha384 } from './content-hash';
import { readPointerFile, writePointerFile } from './pointer-file';

export const ENTRY_FILE = 'remoteEntry.js';

export interface PublishOptions {
  readonly releasesDir: string;
  readonly remote: RemoteName;
  /** The remote's build output (holds remoteEntry.js and mf-manifest.json). */
  readonly buildDir: string;
  /** Semantic version of the remote package; the folder name adds the content hash. */
  readonly packageVersion: string;
}

export interface PublishResult {
  readonly version: string;
  /** False when these exact bytes were already published: nothing is copied and the pointer is unchanged. */
  readonly created: boolean;
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(() => true, () => false);
}

async function readExposes(buildDir: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as { exposes?: Array<{ path?: string }> };
  return (manifest.exposes ?? []).map((e) => e.path).filter((p): p is string => typeof p === 'string').sort();
}

/** Copies a build into an immutable version folder and makes it the active version. */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const { releasesDir, remote, buildDir } = options;
  if (!(await exists(path.join(buildDir, ENTRY_FILE)))) throw new Error(`${buildDir} has no ${ENTRY_FILE}: build the remote first`);
  const version = `${options.packageVersion}-${await folderHash(buildDir)}`;
  const relativeDir = path.posix.join('remotes', remote, version);
  const versionDir = path.join(releasesDir, relativeDir);
  // The version id is the content hash, so an existing folder already holds these bytes.
  const created = !(await exists(versionDir));
  if (created) await cp(buildDir, versionDir, { recursive: true, errorOnExist: true, force: false });

  const pointer = await readPointerFile(releasesDir);
  const history = pointer.remotes[remote]?.history ?? [];
  // Publishing bytes already published changes nothing, so a rebuild never undoes a rollback.
  if (history.some((v) => v.version === version)) return { version, created };
  const published: PublishedVersion = {
    version,
    entry: path.posix.join(relativeDir, ENTRY_FILE),
    integrity: await sriSha384(path.join(versionDir, ENTRY_FILE)),
    exposes: await readExposes(versionDir),
    publishedAt: new Date().toISOString(),
  };
  const next: ReleasePointer = {
    ...pointer,
    remotes: { ...pointer.remotes, [remote]: { active: version, history: [...history, published] } },
  };
  await writePointerFile(releasesDir, next);
  return { version, created };
}
