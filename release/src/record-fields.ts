import { isRecord } from '@cms-mf/shared-contracts';
import type { Canary, PublishedVersion, ReleasePointer, RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';
import type { GuardRails } from './canary-guard';

/**
 * Fields of the release record that only the release tool reads: a canary's guard rails and the
 * halts of a version. The shell's pointer parser does not know them (it would cost every page
 * with modules bytes for nothing), so they are read back here from the record as written, and the
 * pointer pages read (lean-pointer.ts, which parses the record) never carries them.
 */

/** Why and when a canary of a version was halted: the history says it beside the version. */
export interface Halt {
  readonly at: string;
  readonly reason: string;
}

export type GuardedCanary = Canary & { readonly guard?: GuardRails };
export type HaltedVersion = PublishedVersion & { readonly halts?: readonly Halt[] };

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function guardOfRaw(value: unknown): GuardRails | undefined {
  if (!isRecord(value)) return undefined;
  const { maxFailureRate, maxInpRegressionMs, minPageViews } = value;
  return isAmount(maxFailureRate) && isAmount(maxInpRegressionMs) && isAmount(minPageViews) ? { maxFailureRate, maxInpRegressionMs, minPageViews } : undefined;
}

function haltsOfRaw(value: unknown): Halt[] {
  return Array.isArray(value) ? value.filter((h): h is Halt => isRecord(h) && typeof h.at === 'string' && typeof h.reason === 'string').map(({ at, reason }) => ({ at, reason })) : [];
}

/** A remote's release with the record's tool-only fields of `raw` (its entry as written) put back. */
function withFields(release: RemoteRelease, raw: unknown): RemoteRelease {
  if (!isRecord(raw)) return release;
  const rawHistory = Array.isArray(raw.history) ? raw.history : [];
  const history = release.history.map((v) => {
    const halts = haltsOfRaw(rawHistory.find((h) => isRecord(h) && h.version === v.version)?.halts);
    return halts.length > 0 ? { ...v, halts } : v;
  });
  const guard = release.canary && isRecord(raw.canary) ? guardOfRaw(raw.canary.guard) : undefined;
  const canary: GuardedCanary | undefined = release.canary && guard ? { ...release.canary, guard } : release.canary;
  return { ...release, ...(canary ? { canary } : {}), history };
}

/** The pointer as parsed, with the record's tool-only fields back on each remote the tool understood. */
export function withRecordFields(pointer: ReleasePointer, raw: Readonly<Record<string, unknown>>): ReleasePointer {
  return { ...pointer, remotes: Object.fromEntries(Object.entries(pointer.remotes).map(([name, release]) => [name, withFields(release, raw[name])])) };
}

export const guardOf = (canary: Canary): GuardRails | undefined => (canary as GuardedCanary).guard;
export const haltsOf = (version: PublishedVersion): readonly Halt[] => (version as HaltedVersion).halts ?? [];

/** The history with a halt recorded on `version`. */
export const withHalt = (history: readonly PublishedVersion[], version: string, halt: Halt): PublishedVersion[] =>
  history.map((v) => (v.version === version ? ({ ...v, halts: [...haltsOf(v), halt] } as HaltedVersion) : v));
