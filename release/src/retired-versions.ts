import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from '@cms-mf/shared-contracts';
import type { ReleasePointer, RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';

/**
 * Beside the pointer, never read by pages: when each version last stopped being served, by
 * remote (`{ "theme": { "0.1.0-ab12": "2026-11-27T10:00:00.000Z" } }`). A page opened before may
 * still ask for that version's files, so `release prune` keeps it for a grace period. A file of
 * its own, so a rollback still changes one line of the pointer.
 */
export const RETIRED_FILE = 'retired.json';

/** Remote → version → when pages stopped being sent to it (ISO time). */
export type Retired = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The versions pages are sent to: the active one and a running canary. */
const served = (release: RemoteRelease | undefined): Set<string> => new Set(release ? [release.active, ...(release.canary ? [release.canary.version] : [])] : []);

/**
 * The retirements a change makes: every version pages were sent to before it and are not after
 * it (a publish, rollback, promotion or halt, whichever command made it). Pure: the caller gives the time.
 */
export function retiredBy(before: ReleasePointer, after: ReleasePointer, now: Date): Record<string, Record<string, string>> {
  const retired: Record<string, Record<string, string>> = {};
  for (const [name, release] of Object.entries(after.remotes)) {
    const is = served(release);
    for (const version of served(before.remotes[name])) {
      if (!is.has(version)) (retired[name] ??= {})[version] = now.toISOString();
    }
  }
  return retired;
}

/** Two records merged, the later time of each version kept. */
export function mergeRetired(old: Retired, added: Retired): Record<string, Record<string, string>> {
  const merged: Record<string, Record<string, string>> = {};
  for (const [remote, versions] of [...Object.entries(old), ...Object.entries(added)]) Object.assign((merged[remote] ??= {}), versions);
  return merged;
}

/** Reads the record; a missing or unreadable one is empty (prune then keeps only what the pointer says). */
export async function readRetired(releasesDir: string): Promise<Retired> {
  const json: unknown = JSON.parse(await readFile(path.join(releasesDir, RETIRED_FILE), 'utf8').catch(() => '{}'));
  if (!isRecord(json)) return {};
  const retired: Record<string, Record<string, string>> = {};
  for (const [remote, versions] of Object.entries(json)) {
    if (!isRecord(versions)) continue;
    retired[remote] = Object.fromEntries(Object.entries(versions).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return retired;
}
