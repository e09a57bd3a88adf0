import { containerName } from '@cms-mf/shared-contracts';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { candidateVersions, FALLBACK_VERSIONS } from '@cms-mf/shared-contracts/release/candidate-versions';
import { type PublishedVersion, type ReleasePointer, type RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';
import { createEntryScriptLoader } from './entry-script';
import { isShellError } from './errors/shell-error';
import { RemoteUnavailableError } from './errors/remote-unavailable-error';
import { provideSharingRuntime } from './provide-sharing-runtime';
import { containerAt, exposedModule, type RemoteContainer } from './remote-container';
import type { ShareScope } from './sharing/share-scope';
import { recordPhase } from '../shared/phase-marks';
import { pinChunks } from './security/chunk-integrity';
import { withTimeout } from './with-timeout';


/** Versions tried per remote: the active one and its fallbacks. */
const MAX_VERSIONS_TRIED = 1 + FALLBACK_VERSIONS;
/** Attempts per version: one retry covers a dropped connection, not a broken release. */
const ATTEMPTS_PER_VERSION = 2;

export interface LoadedModule {
  readonly remote: RemoteName;
  readonly version: string;
  readonly exports: unknown;
}

export interface ModuleLoaderOptions {
  readonly pointer: ReleasePointer;
  readonly pointerUrl: string;
  readonly timeoutMs: number;
  /** Reports a version that failed; called once per failed version, with what runs instead. */
  readonly onVersionFailed: (remote: RemoteName, version: string, error: unknown, fallback: string | null) => void;
  /** Told when remotes negotiate a shared module badly (a singleton out of a remote's required range). */
  readonly onSharingWarning: (message: string) => void;
  /**
   * The pointer as it is now (fetched again, revalidated past any cache), or undefined
   * when it cannot be read: after a deploy, the version the page started with
   * may have been rolled back or pruned. Called once per version that fails.
   */
  readonly refreshPointer: () => Promise<ReleasePointer | undefined>;
}

/**
 * Only a network failure or a timeout is worth one more attempt; a release that
 * throws, lacks a module or fails its integrity check the same way every time
 * (the browser reports an integrity failure as a network error, so that case
 * costs one extra request).
 */
function isTransient(error: unknown): boolean {
  return isShellError(error, 'RemoteTimeoutError') || isShellError(error, 'ScriptNetworkError');
}

export interface ModuleLoader {
  load(remote: RemoteName, expose: string): Promise<LoadedModule>;
}

export function createModuleLoader(options: ModuleLoaderOptions): ModuleLoader {
  // Remote entries are built without a federation runtime: the page lends them its sharing runtime.
  provideSharingRuntime({ warn: options.onSharingWarning });
  const scripts = createEntryScriptLoader(options.timeoutMs);
  // The page's one share scope: every remote provides its singletons into it, and the first loaded is used.
  const shareScope: ShareScope = {};
  // By entry URL: every version is a container of its own, and a failed one is forgotten.
  const containers = new Map<string, Promise<RemoteContainer>>();
  const resolved = new Map<RemoteName, Promise<PublishedVersion>>();
  /** By `remote@version`: the version to run instead once a module of a resolved version failed, decided once (version skew). */
  const replaced = new Map<string, Promise<PublishedVersion | undefined>>();

  const entryOf = (version: PublishedVersion) => new URL(version.entry, options.pointerUrl).href;

  function containerOf(remote: RemoteName, version: PublishedVersion): Promise<RemoteContainer> {
    const entry = entryOf(version);
    let container = containers.get(entry);
    if (!container) {
      container = (async () => {
        // A failed evaluation may have left a half-built container global behind.
        delete (globalThis as Record<string, unknown>)[containerName(remote)];
        const started = performance.now();
        // A fallback's hashes arrive in a file of their own, pinned; one the browser refuses fails this version.
        await pinChunks(version, options.pointerUrl).catch((error: unknown) => {
          throw new RemoteUnavailableError(`${remote}@${version.version}: its scripts' hashes could not be read`, { cause: error });
        });
        await scripts.load(entry, version.integrity);
        const loaded = containerAt(containerName(remote));
        if (!loaded) throw new RemoteUnavailableError(`${remote}@${version.version} defined no container "${containerName(remote)}"`);
        await loaded.init(shareScope);
        recordPhase('entry', remote, version.version, started);
        return loaded;
      })();
      containers.set(entry, container);
    }
    return container;
  }

  async function loadFrom(remote: RemoteName, version: PublishedVersion, expose: string): Promise<unknown> {
    if (!version.exposes.includes(expose)) throw new RemoteUnavailableError(`${remote}@${version.version} does not expose ${expose}`);
    const loading = containerOf(remote, version).then(async (container) => {
      const started = performance.now();
      const exports = await exposedModule(container, expose);
      recordPhase('module', remote, version.version, started);
      return exports;
    });
    const exports = await withTimeout(loading, options.timeoutMs, `${remote}@${version.version} ${expose}`);
    if (exports == null) throw new RemoteUnavailableError(`${remote}@${version.version} returned nothing for ${expose}`);
    return exports;
  }

  async function tryVersion(remote: RemoteName, version: PublishedVersion, expose: string): Promise<unknown> {
    let lastError: unknown;
    for (let attempt = 0; attempt < ATTEMPTS_PER_VERSION; attempt++) {
      try {
        return await loadFrom(remote, version, expose);
      } catch (error) {
        lastError = error;
        containers.delete(entryOf(version));
        if (!isTransient(error)) break;
      }
    }
    throw lastError;
  }

  /**
   * Finds the best version of a remote that loads, judged by the first module
   * asked of it: the active one, then earlier ones. The first failure re-reads
   * the pointer once (version skew after a deploy): when it names another active
   * version, that one and its history are tried instead.
   */
  async function resolve(remote: RemoteName, expose: string, first: (exports: unknown) => void): Promise<PublishedVersion> {
    const release = options.pointer.remotes[remote];
    if (!release) throw new RemoteUnavailableError(`${remote} is not in the release pointer`);
    const tried = new Set<string>();
    let queue = candidatesOf(remote, release);
    let reread = false;
    while (queue.length > 0 && tried.size < MAX_VERSIONS_TRIED) {
      const version = queue.shift()!;
      if (tried.has(version.version)) continue;
      tried.add(version.version);
      try {
        first(await tryVersion(remote, version, expose));
        return version;
      } catch (error) {
        if (!reread) {
          reread = true;
          const fresh = (await options.refreshPointer())?.remotes[remote];
          const freshQueue = fresh ? candidatesOf(remote, fresh, false).filter((v) => !tried.has(v.version)) : [];
          if (fresh && freshQueue.length > 0 && freshQueue[0]!.version !== queue[0]?.version) queue = freshQueue;
        }
        const next = queue.find((v) => !tried.has(v.version));
        options.onVersionFailed(remote, version.version, error, tried.size < MAX_VERSIONS_TRIED ? (next?.version ?? null) : null);
      }
    }
    throw new RemoteUnavailableError(`${remote}: no version could be loaded`);
  }

  function candidatesOf(remote: RemoteName, release: RemoteRelease, report = true): PublishedVersion[] {
    const { versions, activeKnown } = candidateVersions(release);
    if (!activeKnown && report) {
      options.onVersionFailed(remote, release.active, new RemoteUnavailableError('the pointer names a version it has not published'), versions[0]?.version ?? null);
    }
    return versions;
  }

  /**
   * A module of the version this page already runs failed to load: after a deploy and a prune
   * its files may be gone. The pointer is read again once for that version, and the version
   * active now, when it is another, runs the module (and the remote's later ones); one report
   * either way, shared by every module that failed with it.
   */
  function replacementOf(remote: RemoteName, version: PublishedVersion, error: unknown): Promise<PublishedVersion | undefined> {
    const key = `${remote}@${version.version}`;
    let pending = replaced.get(key);
    if (!pending) {
      pending = options.refreshPointer().then((pointer) => {
        const fresh = pointer?.remotes[remote];
        const next = fresh ? candidatesOf(remote, fresh, false)[0] : undefined;
        const instead = next && next.version !== version.version ? next : undefined;
        options.onVersionFailed(remote, version.version, error, instead?.version ?? null);
        if (instead) resolved.set(remote, Promise.resolve(instead));
        return instead;
      });
      replaced.set(key, pending);
    }
    return pending;
  }

  return {
    async load(remote, expose) {
      let firstExports: unknown;
      let pending = resolved.get(remote);
      if (!pending) {
        pending = resolve(remote, expose, (exports) => (firstExports = exports));
        resolved.set(remote, pending);
        const version = await pending;
        return { remote, version: version.version, exports: firstExports };
      }
      const version = await pending;
      try {
        return { remote, version: version.version, exports: await tryVersion(remote, version, expose) };
      } catch (error) {
        const instead = await replacementOf(remote, version, error);
        if (!instead) throw error;
        return { remote, version: instead.version, exports: await tryVersion(remote, instead, expose) };
      }
    },
  };
}
