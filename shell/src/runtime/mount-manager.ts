import type { Unmount } from '@cms-mf/shared-contracts';
import { hashStateIds } from '@cms-mf/shared-contracts/registry/hash-state';
import { LOAD_ATTRIBUTE, type LoadTrigger } from '@cms-mf/shared-contracts/registry/load-trigger';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { elementsFor, entryApplies } from './registry-match';
import { moduleName, MOUNTED_ATTRIBUTE } from '../shared/module-name';
import type { RemoteLoader } from './lazy-remote-loader';
import type { MountLoaded } from '../loader/mount-loaded';
import type { LoadedModule } from '../loader/module-loader';
import { armingPlan, effectiveTrigger, type ArmingPlan } from './triggers/arming-plan';
import { createTriggerHub, type Armed } from './triggers/trigger-hub';

export interface MountManagerOptions {
  readonly registry: readonly RegistryEntry[];
  readonly loader: RemoteLoader;
  readonly win: Window;
  /** Runs a loaded module's mount (mount-loaded.ts), which reports its own failures. */
  readonly mountLoaded: MountLoaded;
  readonly reportError: (message: string, error: unknown) => void;
  /** The visitor asked to save data: nothing is fetched ahead of use. @default false */
  readonly saveData?: boolean;
  /**
   * Told each quiet decision when the page asked for debug lines (`cmsmf.debug`), as data: the
   * words are in the operations file, loaded only then (debug-line.ts). Absent otherwise, and then
   * nothing is looked up for it.
   */
  readonly debug?: (decision: Decision) => void;
}

/**
 * A decision the mount manager makes without a sound: a module whose markup is there that is not
 * exposed by the version this page runs, or whose page global is missing (`skipped`); the trigger
 * an element waits for, and whether the page's idle time counts (`waits`); a mount and its time in ms.
 */
export type Decision =
  | readonly ['skipped', RegistryEntry, /* the global is missing */ boolean]
  | readonly ['waits', RegistryEntry, Element, LoadTrigger, /* or the page idle */ boolean]
  | readonly ['mounted', RegistryEntry, Element, /* version */ string, /* ms */ number];

export interface MountManager {
  /** Arms every applicable module found under `root` that is not armed or mounted yet. */
  mountWithin(root: Element | Document): void;
  /** Unmounts modules whose element has left the document. */
  sweepDisconnected(): void;
  /** A click the initial chunk held before the runtime arrived: replayed through the triggers. */
  adoptClick(target: Element): void;
  unmountAll(): void;
}

export { MOUNTED_ATTRIBUTE };

function mark(el: Element, entry: RegistryEntry, on: boolean): void {
  const token = moduleName(entry);
  const tokens = new Set((el.getAttribute(MOUNTED_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  if (on) tokens.add(token);
  else tokens.delete(token);
  if (tokens.size > 0) el.setAttribute(MOUNTED_ATTRIBUTE, [...tokens].join(' '));
  else el.removeAttribute(MOUNTED_ATTRIBUTE);
}

type State = 'waiting' | 'loading' | 'mounted' | 'gone';

interface Mounted extends Armed {
  readonly entry: RegistryEntry;
  state: State;
  /** Set once mounted. */
  unmount?: Unmount;
}

/**
 * Keeps track of which module is mounted on which element, loads each when its
 * trigger fires (triggers/), and isolates every failure to its module. A module
 * whose load failed waits again: the next interaction with its element retries.
 */
export function createMountManager(options: MountManagerOptions): MountManager {
  const mounted = new Map<Element, Map<RegistryEntry, Mounted>>();
  const controller = new AbortController();
  const hub = createTriggerHub({
    doc: options.win.document,
    signal: controller.signal,
    fire: (armed) => void mountOne(armed as Mounted),
    prefetch: (armed) => options.loader.prefetch((armed as Mounted).entry.remote, (armed as Mounted).entry.expose),
  });

  function safeUnmount(record: Mounted): void {
    const wasMounted = record.state === 'mounted';
    record.state = 'gone';
    hub.disarm(record);
    if (!wasMounted) return;
    mark(record.el, record.entry, false);
    try {
      record.unmount?.();
    } catch (error) {
      options.reportError(`${record.entry.remote} ${record.entry.expose}: unmount threw`, error);
    }
  }

  /** Read through a function: the state changes while a load is awaited, which narrowing cannot see. */
  const stateOf = (record: Mounted): State => record.state;

  async function mountOne(record: Mounted): Promise<void> {
    const { el, entry } = record;
    record.state = 'loading';
    let loaded: LoadedModule;
    try {
      loaded = await options.loader.load(entry.remote, entry.expose);
    } catch {
      // The loader has already reported it once. Wait again: the next interaction retries.
      if (stateOf(record) === 'loading') record.state = 'waiting';
      hub.settled(record);
      return;
    }
    if (stateOf(record) === 'gone') return;
    const started = performance.now();
    try {
      const unmount = await options.mountLoaded(loaded, el, entry);
      if (stateOf(record) === 'gone' || !el.isConnected) {
        // The element left the page while the module was mounting.
        record.state = 'mounted';
        record.unmount = unmount;
        safeUnmount(record);
        return;
      }
      record.state = 'mounted';
      record.unmount = unmount;
      mark(el, entry, true);
      options.debug?.(['mounted', entry, el, loaded.version, Math.round(performance.now() - started)]);
    } catch {
      // mountLoaded has reported it (once per registry entry).
      record.state = 'gone';
    }
    hub.settled(record);
  }

  function arm(el: Element, entry: RegistryEntry, named: ReadonlySet<string>): Mounted {
    const trigger = effectiveTrigger(entry.load, el.getAttribute(LOAD_ATTRIBUTE), el.id !== '' && named.has(el.id));
    const plan: ArmingPlan = armingPlan(trigger, options.saveData === true);
    options.debug?.(['waits', entry, el, trigger, trigger === 'interaction' && plan.whenIdle]);
    const record: Mounted = {
      el,
      entry,
      plan,
      holdsClicks: entry.pageLevel !== true && entry.global === undefined,
      holdsAnyClick: entry.holdsAnyClick,
      state: 'waiting',
      waiting: () => record.state === 'waiting',
      loading: () => record.state === 'loading',
    };
    return record;
  }

  return {
    mountWithin(root) {
      const named = hashStateIds(options.win.location.hash);
      for (const entry of options.registry) {
        const applies = entryApplies(entry, options.win);
        if (!applies || !options.loader.exposes(entry.remote, entry.expose)) {
          if (options.debug && elementsFor(entry, root).length > 0) options.debug(['skipped', entry, !applies]);
          continue;
        }
        for (const el of elementsFor(entry, root)) {
          const byEntry = mounted.get(el) ?? new Map<RegistryEntry, Mounted>();
          if (byEntry.has(entry)) continue;
          const record = arm(el, entry, named);
          byEntry.set(entry, record);
          mounted.set(el, byEntry);
          hub.arm(record);
        }
      }
    },
    sweepDisconnected() {
      for (const [el, byEntry] of mounted) {
        if (el.isConnected) continue;
        byEntry.forEach(safeUnmount);
        mounted.delete(el);
      }
    },
    adoptClick: (target) => hub.adoptClick(target),
    unmountAll() {
      mounted.forEach((byEntry) => byEntry.forEach(safeUnmount));
      mounted.clear();
      controller.abort();
    },
  };
}
