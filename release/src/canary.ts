import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import type { ReleasePointer, RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';
import { CanaryError } from './errors';
import { updatePointerFile } from './pointer-file';
import { withRelease } from './with-release';
import { preflight } from './preflight/preflight';

export interface CanaryOptions {
  readonly releasesDir: string;
  readonly remote: RemoteName;
  /** A published version of the remote (publish it first with `canary --from`). */
  readonly version: string;
  /** Share of visitors, 0–100. */
  readonly percent: number;
}


function releaseOf(pointer: ReleasePointer, remote: RemoteName): RemoteRelease {
  const release = pointer.remotes[remote];
  if (!release) throw new CanaryError(`${remote} has never been published`);
  return release;
}

/**
 * Starts (or re-weights) a canary: `percent` of visitors run `version`, the rest
 * the stable active version. The canary passes pre-flight like a publish does.
 */
export async function startCanary(options: CanaryOptions): Promise<{ stable: string; canary: string; percent: number }> {
  const { releasesDir, remote, version, percent } = options;
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) throw new CanaryError(`--percent wants a share of visitors above 0 and at most 100, not ${percent}`);
  return updatePointerFile(releasesDir, async (pointer) => {
    const release = releaseOf(pointer, remote);
    const published = release.history.find((v) => v.version === version);
    if (!published) throw new CanaryError(`${remote} has no published version ${version}`);
    if (version === release.active) throw new CanaryError(`${remote}@${version} is already the stable version`);
    if (release.canary?.version !== version) await preflight(releasesDir, remote, published, pointer);
    const startedAt = release.canary?.version === version ? release.canary.startedAt : new Date().toISOString();
    return { pointer: withRelease(pointer, remote, { active: release.active, canary: { version, percent, startedAt }, history: release.history }), result: { stable: release.active, canary: version, percent } };
  });
}

/** Makes the canary the stable version for everyone. */
export async function promoteCanary(releasesDir: string, remote: RemoteName): Promise<{ from: string; to: string }> {
  return updatePointerFile(releasesDir, (pointer) => {
    const { canary, ...stable } = releaseOf(pointer, remote);
    if (!canary) throw new CanaryError(`${remote} has no canary to promote`);
    return { pointer: withRelease(pointer, remote, { ...stable, active: canary.version }), result: { from: stable.active, to: canary.version } };
  });
}

/** Ends the canary: everyone runs the stable version from the next page view. */
export async function haltCanary(releasesDir: string, remote: RemoteName): Promise<{ halted: string; stable: string }> {
  return updatePointerFile(releasesDir, (pointer) => {
    const { canary, ...stable } = releaseOf(pointer, remote);
    if (!canary) throw new CanaryError(`${remote} has no canary to halt`);
    return { pointer: withRelease(pointer, remote, stable), result: { halted: canary.version, stable: stable.active } };
  });
}
