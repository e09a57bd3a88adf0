import { compareVersions, satisfies } from './semver';
import type { ConsumeRule, SharedEntry } from './share-scope';

/**
 * Which build of a shared module a consumer gets, by version range. In a chunk of its own
 * (bundler-runtime.ts loads it), with the range grammar it needs: only a remote that consumes
 * shared modules (preact, jotai…) needs it, and the remote loader every page with a module
 * downloads stays without it.
 */

export type SharedChoice =
  /** Use this build; `mismatch` says why a singleton is used although out of range. */
  | { readonly kind: 'use'; readonly entry: SharedEntry; readonly mismatch?: string }
  /** Nothing on the page fits: the consumer uses the copy bundled with it. */
  | { readonly kind: 'own' }
  /** A strict singleton is on the page in a version out of range: loading would break one of the two. */
  | { readonly kind: 'refuse'; readonly mismatch: string };

/**
 * Loaded first, then highest (the federation runtime's "loaded-first"): once a
 * build is in use, every later consumer gets it, so a singleton stays single
 * even when a remote with a newer version arrives later.
 */
function preferredVersion(versions: Record<string, SharedEntry>): string | undefined {
  const all = Object.keys(versions);
  const inUse = all.filter((version) => versions[version]!.loading);
  return (inUse.length ? inUse : all).sort(compareVersions).at(-1);
}

const anyVersion = (range: string | false | undefined): range is false | undefined | '*' => range === undefined || range === false || range === '*';

/** Chooses the build a consumer gets (pure: nothing loads here). */
export function chooseShared(name: string, versions: Record<string, SharedEntry> | undefined, rule: ConsumeRule, consumer: string): SharedChoice {
  const preferred = versions && preferredVersion(versions);
  if (!versions || !preferred) return { kind: 'own' };
  const entry = versions[preferred]!;
  const range = rule.requiredVersion;
  if (anyVersion(range) || satisfies(preferred, range)) return { kind: 'use', entry };
  if (rule.singleton) {
    const mismatch = `shared singleton ${name} ${preferred} (from ${entry.from}) does not satisfy ${range}, required by ${consumer}`;
    return rule.strictVersion ? { kind: 'refuse', mismatch } : { kind: 'use', entry, mismatch };
  }
  // Not a singleton: any build in range will do, the highest first; else the consumer's own.
  const fitting = Object.keys(versions)
    .filter((version) => satisfies(version, range))
    .sort(compareVersions)
    .at(-1);
  return fitting ? { kind: 'use', entry: versions[fitting]! } : { kind: 'own' };
}
