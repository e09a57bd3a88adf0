import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import type { LoadedModule } from './module-loader';
import { recordPhase } from '../shared/phase-marks';

/** Mounts a loaded module on `el`, for a registry entry: resolves to its unmount, or reports the failure and rejects. */
export type MountLoaded = (loaded: LoadedModule, el: Element, entry: RegistryEntry) => Promise<Unmount>;

const isFeatureModule = (value: unknown): value is FeatureModule =>
  typeof (value as FeatureModule | null)?.mount === 'function';

/**
 * Runs a loaded module's `mount` with its context, timed for telemetry (phase-marks.ts). Only a
 * module that has loaded gets here, so start.ts takes this from the remote-loader chunk, which every
 * load awaits anyway: the runtime chunk, all a gallery page downloads until intent, stays without it.
 */
export function createMountLoaded(
  contextFor: (loaded: LoadedModule) => ModuleContext | Promise<ModuleContext>,
  reportError: (message: string, error: unknown) => void,
): MountLoaded {
  /** Entries whose mount failed: one console error each, however many elements they match (a page view runs one version per remote). */
  const failed = new WeakSet<RegistryEntry>();
  return async (loaded, el, entry) => {
    const { expose } = entry;
    const module = (loaded.exports as { default?: unknown }).default ?? loaded.exports;
    try {
      if (!isFeatureModule(module)) throw new TypeError(`${expose} is not a module with mount()`);
      const started = performance.now();
      const unmount = await module.mount(el, await contextFor(loaded));
      recordPhase('mount', loaded.remote, loaded.version, started);
      return unmount;
    } catch (error) {
      recordPhase('mount', loaded.remote, loaded.version);
      if (!failed.has(entry)) reportError(`${loaded.remote}@${loaded.version} ${expose}: mount failed; the server markup stays as it is`, error);
      failed.add(entry);
      throw error;
    }
  };
}
