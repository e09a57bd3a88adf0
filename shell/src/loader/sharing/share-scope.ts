import { compareVersions, satisfies } from './semver';

/** What a shared module's chunks resolve to: a function returning its exports. */
export type ModuleFactory = () => unknown;

/** One build of a shared module that a remote provides to the page (preact 11.2.0 from `cmsmf_gallery`). */
export interface SharedEntry {
  readonly version: string;
  /** The container that provided it. */
  readonly from: string;
  /** Downloads the build's chunks from the container that provided it. */
  readonly get: () => Promise<ModuleFactory>;
  /** Set once a consumer started loading this build, so later consumers reuse it. */
  loading?: Promise<ModuleFactory>;
}

/** The page's shared modules: name, then version, then the build that provides it. */
export type ShareScope = Record<string, Record<string, SharedEntry>>;

/** What a consumer asks of a shared module, as the build records it per import. */
export interface ConsumeRule {
  readonly requiredVersion?: string | false;
  readonly singleton?: boolean;
  readonly strictVersion?: boolean;
}

export type SharedChoice =
  /** Use this build; `mismatch` says why a singleton is used although out of range. */
  | { readonly kind: 'use'; readonly entry: SharedEntry; readonly mismatch?: string }
  /** Nothing on the page fits: the consumer uses the copy bundled with it. */
  | { readonly kind: 'own' }
  /** A strict singleton is on the page in a version out of range: loading would break one of the two. */
  | { readonly kind: 'refuse'; readonly mismatch: string };

/**
 * Registers a build. The first provider of a version keeps it: a consumer may
 * already be running that very copy, and one copy per version is the point.
 */
export function provideShared(scope: ShareScope, name: string, entry: SharedEntry): void {
  const versions = (scope[name] ??= {});
  versions[entry.version] ??= entry;
}

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

/** Loads a build once for the whole page; a failed download may be tried again. */
export function loadShared(entry: SharedEntry): Promise<ModuleFactory> {
  entry.loading ??= entry.get().catch((error: unknown) => {
    entry.loading = undefined;
    throw error;
  });
  return entry.loading;
}
