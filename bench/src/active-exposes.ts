import { RELEASE_POINTER_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';

/** `gallery./lightbox`-style keys of every module the active releases expose. */
export type ActiveExposes = ReadonlySet<string>;

export const exposeKey = (remote: string, expose: string) => `${remote}${expose}`;

/** The modules each remote's active version exposes, as the shell decides what it can mount. */
export function activeExposes(pointerJson: unknown): ActiveExposes {
  const { pointer } = parseReleasePointer(pointerJson);
  const keys = new Set<string>();
  for (const [remote, release] of Object.entries(pointer.remotes)) {
    const active = release.history.find((v) => v.version === release.active) ?? release.history.at(-1);
    for (const expose of active?.exposes ?? []) keys.add(exposeKey(remote, expose));
  }
  return keys;
}

export async function readActiveExposes(releasesDir: string): Promise<ActiveExposes> {
  return activeExposes(JSON.parse(await readFile(path.join(releasesDir, RELEASE_POINTER_FILE), 'utf8')));
}
