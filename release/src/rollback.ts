import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { RollbackError } from './errors';
import { updatePointerFile } from './pointer-file';
import { withRelease } from './with-release';

export interface RollbackOptions {
  readonly releasesDir: string;
  readonly remote: RemoteName;
  /** Version to activate. @default the version published just before the active one */
  readonly to?: string;
}

/**
 * Points one remote at an earlier version: one line of the pointer changes, nothing is rebuilt.
 * With a canary running and no `to`, it ends the canary instead (everyone back on the stable
 * version): what an operator wants first when a canary misbehaves. Run it again to roll the stable back.
 */
export async function rollback(options: RollbackOptions): Promise<{ from: string; to: string }> {
  return updatePointerFile(options.releasesDir, (pointer) => {
    const release = pointer.remotes[options.remote];
    if (!release) throw new RollbackError(`${options.remote} has never been published`);
    const { canary, ...stable } = release;
    if (canary && options.to === undefined) {
      return { pointer: withRelease(pointer, options.remote, stable), result: { from: canary.version, to: stable.active } };
    }
    const index = release.history.findIndex((v) => v.version === release.active);
    const target = options.to ?? release.history[index - 1]?.version;
    if (target === undefined) throw new RollbackError(`${options.remote}@${release.active} has no earlier version`);
    if (!release.history.some((v) => v.version === target)) throw new RollbackError(`${options.remote} has no published version ${target}`);
    return { pointer: withRelease(pointer, options.remote, { ...stable, active: target }), result: { from: release.active, to: target } };
  });
}
