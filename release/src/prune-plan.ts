import { FALLBACK_VERSIONS } from '@cms-mf/shared-contracts/release/candidate-versions';
import type { RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';

/** @default for `release prune --keep` */
export const DEFAULT_KEEP = 5;

/** @default for `release prune --grace-hours`: a version served within it is kept, for pages left open (a day). */
export const DEFAULT_GRACE_HOURS = 24;


/**
 * The versions of one remote that prune keeps: the active one, its rollback targets, a running
 * canary, the last `keep` published, and any served since `servedSince` (`retired`: version →
 * when pages stopped being sent to it), since a page opened then may still ask for its files.
 * Pure, so the rule is tested without a file system.
 */
export function versionsToKeep(release: RemoteRelease, keep: number, retired: Readonly<Record<string, string>> = {}, servedSince = Infinity): Set<string> {
  const versions = release.history.map((v) => v.version);
  const kept = new Set(keep > 0 ? versions.slice(-keep) : []);
  const active = versions.indexOf(release.active);
  if (active >= 0) versions.slice(Math.max(0, active - FALLBACK_VERSIONS), active + 1).forEach((v) => kept.add(v));
  // An active version missing from the history is the pointer's problem, not prune's: keep everything it might fall back to.
  else versions.forEach((v) => kept.add(v));
  // A running canary is served to some visitors: never pruned while it runs.
  if (release.canary) kept.add(release.canary.version);
  for (const [version, at] of Object.entries(retired)) if (Date.parse(at) >= servedSince) kept.add(version);
  return kept;
}
