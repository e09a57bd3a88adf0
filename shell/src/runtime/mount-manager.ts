import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { elementsFor, entryApplies } from '../registry-match';
import type { RemoteLoader } from './lazy-remote-loader';
import type { LoadedModule } from './remote-loader';

export interface MountManagerOptions {
  readonly registry: readonly RegistryEntry[];
  readonly loader: RemoteLoader;
  readonly win: Window;
  /** Builds the context a module receives; the logger inside names remote and version. */
  readonly contextFor: (loaded: LoadedModule) => ModuleContext;
  readonly reportError: (message: string, error: unknown) => void;
}

export interface MountManager {
  /** Mounts every applicable module found under `root` that is not mounted yet. */
  mountWithin(root: Element | Document): void;
  /** Unmounts modules whose element has left the document. */
  sweepDisconnected(): void;
  unmountAll(): void;
}

/** Marks elements with the modules mounted on them: integrators and tests can see what runs where. */
export const MOUNTED_ATTRIBUTE = 'data-cmsmf-mounted';

function mark(el: Element, entry: RegistryEntry, on: boolean): void {
  const token = `${entry.remote}${entry.expose.slice(1)}`;
  const tokens = new Set((el.getAttribute(MOUNTED_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  if (on) tokens.add(token);
  else tokens.delete(token);
  if (tokens.size > 0) el.setAttribute(MOUNTED_ATTRIBUTE, [...tokens].join(' '));
  else el.removeAttribute(MOUNTED_ATTRIBUTE);
}

interface Mounted {
  /** Set once mounted; a module still loading has none yet. */
  unmount?: Unmount;
  cancelled: boolean;
}

const isFeatureModule = (value: unknown): value is FeatureModule =>
  typeof (value as FeatureModule | null)?.mount === 'function';

/** Keeps track of which module is mounted on which element, and isolates every failure to its module. */
export function createMountManager(options: MountManagerOptions): MountManager {
  const mounted = new Map<Element, Map<RegistryEntry, Mounted>>();

  function safeUnmount(el: Element, record: Mounted, entry: RegistryEntry): void {
    record.cancelled = true;
    if (record.unmount) mark(el, entry, false);
    try {
      record.unmount?.();
    } catch (error) {
      options.reportError(`${entry.remote} ${entry.expose}: unmount threw`, error);
    }
  }

  async function mountOne(el: Element, entry: RegistryEntry, record: Mounted): Promise<void> {
    let loaded: LoadedModule;
    try {
      loaded = await options.loader.load(entry.remote, entry.expose);
    } catch {
      return; // The loader has already reported the remote and version once.
    }
    if (record.cancelled) return;
    const module = (loaded.exports as { default?: unknown }).default ?? loaded.exports;
    try {
      if (!isFeatureModule(module)) throw new TypeError(`${entry.expose} is not a module with mount()`);
      record.unmount = await module.mount(el, options.contextFor(loaded));
      mark(el, entry, true);
      // The element may have left the page while the module was mounting.
      if (record.cancelled || !el.isConnected) safeUnmount(el, record, entry);
    } catch (error) {
      options.reportError(`${loaded.remote}@${loaded.version} ${entry.expose}: mount failed; the server markup stays as it is`, error);
    }
  }

  return {
    mountWithin(root) {
      for (const entry of options.registry) {
        if (!entryApplies(entry, options.win) || !options.loader.exposes(entry.remote, entry.expose)) continue;
        for (const el of elementsFor(entry, root)) {
          const byEntry = mounted.get(el) ?? new Map<RegistryEntry, Mounted>();
          if (byEntry.has(entry)) continue;
          const record: Mounted = { cancelled: false };
          byEntry.set(entry, record);
          mounted.set(el, byEntry);
          void mountOne(el, entry, record);
        }
      }
    },
    sweepDisconnected() {
      for (const [el, byEntry] of mounted) {
        if (el.isConnected) continue;
        byEntry.forEach((record, entry) => safeUnmount(el, record, entry));
        mounted.delete(el);
      }
    },
    unmountAll() {
      mounted.forEach((byEntry, el) => byEntry.forEach((record, entry) => safeUnmount(el, record, entry)));
      mounted.clear();
    },
  };
}
