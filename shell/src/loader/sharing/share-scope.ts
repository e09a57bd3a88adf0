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

/**
 * Registers a build. The first provider of a version keeps it: a consumer may
 * already be running that very copy, and one copy per version is the point.
 */
export function provideShared(scope: ShareScope, name: string, entry: SharedEntry): void {
  const versions = (scope[name] ??= {});
  versions[entry.version] ??= entry;
}

/**
 * When there is no choice to make, its outcome without the version rules (choose-shared.ts, a
 * chunk of its own): null when nothing on the page provides the module (the consumer's own copy),
 * the entry when the consumer's own build is the only one provided (the build its own range was
 * made for), undefined when builds of other remotes are there to choose from.
 */
export function onlyOwnBuild(versions: Record<string, SharedEntry> | undefined, consumer: string): SharedEntry | null | undefined {
  const builds = Object.values(versions ?? {});
  if (builds.length === 0) return null;
  return builds.length === 1 && builds[0]!.from === consumer ? builds[0] : undefined;
}

/** Whether a remote other than `from` has provided a module into the scope. */
export function sharedByOthers(scope: ShareScope, from: string): boolean {
  return Object.values(scope).some((versions) => Object.values(versions).some((entry) => entry.from !== from));
}

/** Loads a build once for the whole page; a failed download may be tried again. */
export function loadShared(entry: SharedEntry): Promise<ModuleFactory> {
  entry.loading ??= entry.get().catch((error: unknown) => {
    entry.loading = undefined;
    throw error;
  });
  return entry.loading;
}
