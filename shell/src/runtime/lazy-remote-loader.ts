import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { activeVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { preloadEntry } from './preload-entry';
import type { ModuleLoader, RemoteLoaderOptions } from './remote-loader';

export interface RemoteLoader extends ModuleLoader {
  /** Whether the version the page runs of `remote` exposes `expose` (unbuilt modules are skipped quietly). */
  exposes(remote: RemoteName, expose: string): boolean;
}

/**
 * A remote loader that downloads, with the sharing runtime it lends to remote
 * entries, on the first module that will really mount: a page whose markup names
 * only modules no release exposes yet (a theme page today) stops after the pointer.
 */
export function createLazyRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  let loader: Promise<ModuleLoader> | undefined;
  const preloaded = new Set<RemoteName>();
  return {
    exposes: (remote, expose) => activeVersion(options.pointer.remotes[remote])?.exposes.includes(expose) ?? false,
    load(remote, expose) {
      const version = activeVersion(options.pointer.remotes[remote]);
      if (version && !preloaded.has(remote)) {
        preloaded.add(remote);
        preloadEntry(document, version, options.pointerUrl);
      }
      loader ??= import(/* webpackChunkName: "remote-loader" */ './remote-loader').then(({ createRemoteLoader }) => createRemoteLoader(options));
      return loader.then((real) => real.load(remote, expose));
    },
  };
}
