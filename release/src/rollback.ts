import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { RollbackError } from './errors';
import { readPointerFile, writePointerFile } from './pointer-file';

export interface RollbackOptions {
  readonly releasesDir: string;
  readonly remote: RemoteName;
  /** Version to activate. @default the version published just before the active one */
  readonly to?: string;
}


/** Points one remote at an earlier version: one line of the pointer changes, nothing is rebuilt. */
export async function rollback(options: RollbackOptions): Promise<{ from: string; to: string }> {
  const pointer = await readPointerFile(options.releasesDir);
  const release = pointer.remotes[options.remote];
  if (!release) throw new RollbackError(`${options.remote} has never been published`);
  const index = release.history.findIndex((v) => v.version === release.active);
  const target = options.to ?? release.history[index - 1]?.version;
  if (target === undefined) throw new RollbackError(`${options.remote}@${release.active} has no earlier version`);
  if (!release.history.some((v) => v.version === target)) throw new RollbackError(`${options.remote} has no published version ${target}`);
  await writePointerFile(options.releasesDir, {
    ...pointer,
    remotes: { ...pointer.remotes, [options.remote]: { ...release, active: target } },
  });
  return { from: release.active, to: target };
}
