import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import type { ReleasePointer, RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';
import { CanaryError } from './errors';
import { updatePointerFile } from './pointer-file';
import { withRelease } from './with-release';
import { preflight } from './preflight/preflight';
import { DEFAULT_GUARD_RAILS, type GuardRails } from './canary-guard';
import { guardOf, withHalt, type GuardedCanary } from './record-fields';

export interface CanaryOptions {
  readonly releasesDir: string;
  readonly remote: RemoteName;
  /** A published version of the remote (publish it first with `canary --from`). */
  readonly version: string;
  /** Share of visitors, 0–100. */
  readonly percent: number;
  /** Guard rails to set; the others stay as the running canary has them, or DEFAULT_GUARD_RAILS. */
  readonly guard?: Partial<GuardRails>;
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
export async function startCanary(options: CanaryOptions): Promise<{ stable: string; canary: string; percent: number; guard: GuardRails }> {
  const { releasesDir, remote, version, percent } = options;
  if (!Number.isFinite(percent) || percent <= 0 || percent > 100) throw new CanaryError(`--percent wants a share of visitors above 0 and at most 100, not ${percent}`);
  return updatePointerFile(releasesDir, async (pointer) => {
    const release = releaseOf(pointer, remote);
    const published = release.history.find((v) => v.version === version);
    if (!published) throw new CanaryError(`${remote} has no published version ${version}`);
    if (version === release.active) throw new CanaryError(`${remote}@${version} is already the stable version`);
    if (release.canary?.version !== version) await preflight(releasesDir, remote, published, pointer);
    const running = release.canary?.version === version ? release.canary : undefined;
    const startedAt = running ? running.startedAt : new Date().toISOString();
    const guard: GuardRails = { ...DEFAULT_GUARD_RAILS, ...(running && guardOf(running)), ...options.guard };
    const canary: GuardedCanary = { version, percent, startedAt, guard };
    return { pointer: withRelease(pointer, remote, { active: release.active, canary, history: release.history }), result: { stable: release.active, canary: version, percent, guard } };
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

/** Why a canary halted by hand says it was. */
export const HALTED_BY_HAND = 'halted by hand (release halt)';

/**
 * Ends the canary: everyone runs the stable version from the next page view. The release record's
 * history says why beside the canary's version. `expected`: halt only that canary version, started
 * then (a guard rail's verdict about it); another one running by now is left alone (undefined).
 */
export async function haltCanary(releasesDir: string, remote: RemoteName, reason = HALTED_BY_HAND, expected?: { readonly version: string; readonly startedAt: string }): Promise<{ halted: string; stable: string } | undefined> {
  return updatePointerFile(releasesDir, (pointer) => {
    const { canary, ...stable } = releaseOf(pointer, remote);
    if (expected && (canary?.version !== expected.version || canary.startedAt !== expected.startedAt)) return { result: undefined };
    if (!canary) throw new CanaryError(`${remote} has no canary to halt`);
    const history = withHalt(stable.history, canary.version, { at: new Date().toISOString(), reason });
    return { pointer: withRelease(pointer, remote, { ...stable, history }), result: { halted: canary.version, stable: stable.active } };
  });
}
