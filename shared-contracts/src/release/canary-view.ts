import type { ReleasePointer, RemoteRelease } from './release-pointer';

/**
 * Whether a visitor's bucket falls in a canary of `percent`. A bucket is a
 * number in [0, 1) drawn once per visitor; comparing it with a threshold means
 * raising the percentage only adds visitors (nobody who saw the canary goes
 * back), and lowering it only removes them.
 */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket * 100 < percent;
}

/**
 * One remote's release as one visitor sees it: the canary as the active version
 * when the visitor's bucket is in it, else the stable one; the canary part is gone
 * either way. A canary visitor's fallback is the stable version and then its
 * history, never a version published between stable and canary: a canary that fails
 * to load runs the stable version for that page view.
 */
export function releaseForVisitor(release: RemoteRelease, bucket: number): RemoteRelease {
  const { canary, ...stable } = release;
  if (!canary || canary.version === stable.active || !inCanary(bucket, canary.percent)) return stable;
  const upToStable = stable.history.slice(0, stable.history.findIndex((v) => v.version === stable.active) + 1);
  const canaryVersion = stable.history.find((v) => v.version === canary.version)!;
  return { active: canary.version, history: [...upToStable.filter((v) => v.version !== canary.version), canaryVersion] };
}

/** The whole pointer as one visitor sees it (see releaseForVisitor). */
export function pointerForVisitor(pointer: ReleasePointer, bucket: number): ReleasePointer {
  const remotes: Record<string, RemoteRelease> = {};
  for (const [name, release] of Object.entries(pointer.remotes)) remotes[name] = releaseForVisitor(release, bucket);
  return { ...pointer, remotes };
}
