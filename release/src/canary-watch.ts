import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { haltCanary } from './canary';
import { DEFAULT_GUARD_RAILS, judgeCanary } from './canary-guard';
import { readPointerFile } from './pointer-file';
import { guardOf } from './record-fields';
import { readVersionStatus } from './telemetry-database';

export interface WatchOptions {
  readonly releasesDir: string;
  /** The reference site's database, as for `release status`. */
  readonly dbFile: string;
}

/**
 * `release watch <remote>` (and every `release status`, for each canary): judges a running canary
 * by its guard rails (canary-guard.ts) against stable, both from the field telemetry received
 * since it started, and halts it when they are broken, writing why in the release record's
 * history. Returns the line to print. Ops schedule it (cron) as often as they like: it only reads
 * until it halts.
 */
export async function watchCanary(options: WatchOptions, remote: RemoteName): Promise<string> {
  const release = (await readPointerFile(options.releasesDir)).remotes[remote];
  const canary = release?.canary;
  if (!release || !canary) return `${remote}: no canary running`;
  const lines = readVersionStatus({ dbFile: options.dbFile, since: canary.startedAt }).filter((line) => line.remote === remote);
  const of = (version: string) => lines.find((line) => line.version === version);
  const verdict = judgeCanary(of(release.active), of(canary.version), guardOf(canary) ?? DEFAULT_GUARD_RAILS);
  if (!verdict.halt) return `${remote}: canary ${canary.version} for ${canary.percent} % runs on: ${verdict.reason}`;
  const halted = await haltCanary(options.releasesDir, remote, `guard rail: ${verdict.reason}`, canary);
  if (!halted) return `${remote}: canary ${canary.version} changed while it was judged; judge it again`;
  return `${remote}: canary ${halted.halted} HALTED (guard rail: ${verdict.reason}); everyone runs ${halted.stable} from the next page view`;
}

/** Every running canary judged, one line each (what `release status` adds below its table). */
export async function watchAllCanaries(options: WatchOptions): Promise<string[]> {
  const pointer = await readPointerFile(options.releasesDir);
  const remotes = Object.entries(pointer.remotes).filter(([, release]) => release.canary).map(([name]) => name as RemoteName);
  const lines: string[] = [];
  for (const remote of remotes) lines.push(await watchCanary(options, remote));
  return lines;
}
