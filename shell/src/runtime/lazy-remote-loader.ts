import type { Logger } from '@cms-mf/shared-contracts';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { activeVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { createFileHints, type HintPriority } from './chain/file-hints';
import { planFiles } from './chain/plan-files';
import { ShellChunkError } from '../shared/errors/shell-chunk-error';
import { importLoader } from '../boot/shell-files';
import type { QuietLoaderOptions } from '../loader/logged-module-loader';
import type { ModuleLoader } from '../loader/module-loader';

export interface RemoteLoader extends ModuleLoader {
  /** Whether the version the page runs of `remote` exposes `expose` (unbuilt modules are skipped quietly). */
  exposes(remote: RemoteName, expose: string): boolean;
  /** Fetches a module's files and the loader chunk ahead of use, without running the module. */
  prefetch(remote: RemoteName, expose: string): void;
}

export interface LazyModuleLoaderOptions extends QuietLoaderOptions {
  /** Where the loader reports failed versions and sharing warnings (logged-module-loader.ts). */
  readonly log: Logger;
  /** Told once per failed download of the loader chunk; the next load tries again. */
  readonly onChunkFailed: (error: ShellChunkError) => void;
}

/**
 * A remote loader that downloads, with the sharing runtime it lends to remote
 * entries, on the first module that will really load: a page whose markup names
 * only modules no release exposes yet (a theme page today) stops after the pointer.
 * With the loader it requests the module's entry, chunks and shared chunks in
 * parallel, from the files the pointer lists (chain/plan-files.ts).
 */
export function createLazyRemoteLoader(options: LazyModuleLoaderOptions): RemoteLoader {
  let loader: Promise<ModuleLoader> | undefined;
  // Modules triggered together share one failed download: it is reported once.
  const reported = new WeakSet<object>();
  const hints = createFileHints(document);

  /** The remote whose shared chunks the page requests: the first one asked for. */
  let sharedFrom: RemoteName | undefined;
  const hint = (remote: RemoteName, expose: string, priority: HintPriority) => {
    const version = activeVersion(options.pointer.remotes[remote]);
    if (!version?.exposes.includes(expose)) return;
    sharedFrom ??= remote;
    hints.request(planFiles(version, expose, options.pointerUrl, sharedFrom === remote), priority);
  };

  /** The loader chunk; a failed download is forgotten, so the next trigger downloads it again. */
  const realLoader = (): Promise<ModuleLoader> => {
    loader ??= importLoader().then(
      ({ createLoggedModuleLoader }) => createLoggedModuleLoader(options, options.log),
      (cause: unknown) => {
        loader = undefined;
        throw new ShellChunkError(`the remote loader did not download (${String(cause)}); modules stay as server markup until the next try`);
      },
    );
    return loader;
  };

  return {
    exposes: (remote, expose) => activeVersion(options.pointer.remotes[remote])?.exposes.includes(expose) ?? false,
    prefetch(remote, expose) {
      hint(remote, expose, 'low');
      realLoader().catch(() => undefined); // A failed prefetch is retried, and reported, by the real load.
    },
    async load(remote, expose) {
      hint(remote, expose, 'high');
      let real: ModuleLoader;
      try {
        real = await realLoader();
      } catch (error) {
        if (!reported.has(error as object)) {
          reported.add(error as object);
          options.onChunkFailed(error as ShellChunkError);
        }
        throw error;
      }
      return real.load(remote, expose);
    },
  };
}
