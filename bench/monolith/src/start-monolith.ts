/**
 * The monolith's runtime: what a team ships without micro-frontends. Every
 * module is in the same bundle as this file, so nothing is fetched, and there is
 * no federation and no release pointer; mounting, contexts and DOM watching are
 * the shell's own code, so the comparison measures packaging and nothing else.
 * Like a bundle of that era it mounts every module at once: its code is on the
 * page anyway, so there is nothing to wait for.
 */
import type { RegistryEntry, RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { BOOT_PROBE, probeFinds } from '@cms-mf/shell/boot-probe';
import { createContextFactory, createLogger, createMountLoaded, createMountManager, watchDom, type RemoteLoader } from '@cms-mf/shell/runtime';

/** Every bundled module's exports, keyed `gallery./lightbox`. */
export type MonolithModules = Readonly<Record<string, unknown>>;

/** The version the monolith's modules report in their logger prefix. */
const MONOLITH_VERSION = 'monolith';

function staticLoader(modules: MonolithModules): RemoteLoader {
  const key = (remote: RemoteName, expose: string) => `${remote}${expose}`;
  return {
    exposes: (remote, expose) => key(remote, expose) in modules,
    load: (remote, expose) => Promise.resolve({ remote, version: MONOLITH_VERSION, exports: modules[key(remote, expose)] }),
    prefetch: () => undefined,
  };
}

/** Mounts the bundled modules on what the remotes declare (`registry`, written into the entry by bench/src/monolith-entry.ts). */
export function startMonolith(modules: MonolithModules, registry: readonly RegistryEntry[]): void {
  const log = createLogger('monolith', false);
  // The shell's own module contexts: the comparison measures packaging, nothing else.
  const contextFor = createContextFactory(window, false, (message) => log.error(message));
  const mounts = createMountManager({
    registry: registry.map((entry) => ({ ...entry, load: 'immediate' as const })),
    loader: staticLoader(modules),
    win: window,
    mountLoaded: createMountLoaded(contextFor, (message, error) => log.error(message, error)),
    reportError: (message, error) => log.error(message, error),
  });
  const run = () => {
    mounts.mountWithin(document);
    watchDom(document, mounts, (el) => probeFinds(BOOT_PROBE, el, window));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
