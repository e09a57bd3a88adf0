import type * as ChooseShared from './choose-shared';
import type { SharedChoice } from './choose-shared';
import { loadShared, onlyOwnBuild, provideShared, sharedByOthers, type ConsumeRule, type ModuleFactory, type SharedEntry, type ShareScope } from './share-scope';
import { EagerShareError } from '../errors/eager-share-error';
import { startRemote, type RemoteRequire } from './remote-startup';
import { SharedVersionError } from '../errors/shared-version-error';

/**
 * The page's sharing runtime, lent by the shell to every remote entry in place of
 * `@module-federation/webpack-bundler-runtime` and its runtime core (~15 KB gz):
 * our remotes load no remotes, so all they need from a runtime is to put their
 * shared modules (preact, jotai…) in the page's share scope and to take the ones
 * to use from it. The functions below are what the federation plugin's generated
 * startup code calls (`__webpack_require__.federation.bundlerRuntime.*`), with the
 * arguments it passes; `bundler-runtime.test.ts` runs that code's calls against them.
 */

/** The parts of a remote's `__webpack_require__` that sharing touches. */
export interface WebpackRequire {
  (id: string): unknown;
  /** Module factories by id: a consumed module's factory is installed here once its build is chosen. */
  m: Record<string, (module: { exports: unknown }) => void>;
  /** The module cache. */
  c: Record<string, unknown>;
  o(object: object, key: string): boolean;
  /** Share scopes by name. */
  S: Record<string, ShareScope>;
  I(shareScopeName: string, initScope?: unknown[]): Promise<unknown> | boolean;
  federation: {
    initOptions: {
      /** The container's name, e.g. `cmsmf_gallery`. */
      name: string;
      /** What this remote provides, by module name. */
      shared?: Record<string, ProvidedShared[]>;
    };
  };
}

/** One module build a remote provides, as the plugin's startup code lists it. */
export interface ProvidedShared {
  version: string;
  scope: string[];
  get: () => Promise<ModuleFactory>;
}

/** How one consumed module is found, as the plugin's startup code maps it per module id. */
export interface ConsumeHandler {
  shareKey: string;
  /** The copy bundled with the consumer. */
  getter: () => Promise<ModuleFactory>;
  shareInfo: { shareConfig: ConsumeRule; scope: (string | string[])[] };
}

export interface ConsumesOptions {
  chunkId: string;
  promises: unknown[];
  chunkMapping: Record<string, string[]>;
  moduleToHandlerMapping: Record<string, ConsumeHandler>;
  installedModules: Record<string, Promise<void> | 0>;
  webpackRequire: WebpackRequire;
}

export interface SharingRuntimeOptions {
  /** Told when a singleton runs out of its required range (the page keeps working). */
  readonly warn: (message: string) => void;
}

const DEFAULT_SCOPE = 'default';

/** Joins the container to the share scope the shell hands every remote, then provides into it. */
function initContainerEntry(options: { shareScope: ShareScope; shareScopeKey?: string; initScope?: unknown[]; webpackRequire: WebpackRequire }) {
  const key = options.shareScopeKey ?? DEFAULT_SCOPE;
  options.webpackRequire.S[key] = options.shareScope;
  return options.webpackRequire.I(key, options.initScope);
}

/** Provides every module this remote shares into the named scope (`__webpack_require__.I`). */
function initializeSharing({ shareScopeName, webpackRequire }: { shareScopeName: string; webpackRequire: WebpackRequire }): Promise<boolean> {
  const { name: from, shared = {} } = webpackRequire.federation.initOptions;
  const scope = (webpackRequire.S[shareScopeName] ??= {});
  for (const [name, builds] of Object.entries(shared)) {
    for (const { version, scope: scopes, get } of builds) {
      if (scopes.includes(shareScopeName)) provideShared(scope, name, { version, from, get });
    }
  }
  // Another remote shares into this scope too: its consumers will choose between builds, so the choice is fetched now, beside their chunks.
  if (sharedByOthers(scope, from)) loadChooser().catch(() => undefined);
  return Promise.resolve(true);
}

let chooser: Promise<typeof ChooseShared> | undefined;
/**
 * The version choice, fetched once for the page when a second remote joins the share scope; a
 * failed download may be tried again by the next consumer.
 */
function loadChooser(): Promise<typeof ChooseShared> {
  chooser ??= import(/* webpackChunkName: "shared-choice" */ './choose-shared').catch((error: unknown) => {
    chooser = undefined;
    throw error;
  });
  return chooser;
}

/** The build a consumer gets; the version choice is fetched only when there is a choice to make. */
async function choose(handler: ConsumeHandler, versions: Record<string, SharedEntry> | undefined, consumer: string): Promise<SharedChoice> {
  const only = onlyOwnBuild(versions, consumer);
  if (only !== undefined) return only ? { kind: 'use', entry: only } : { kind: 'own' };
  const chosen = await loadChooser().catch(() => undefined);
  // The choice could not be fetched: the consumer still runs, on its own copy.
  return chosen ? chosen.chooseShared(handler.shareKey, versions, handler.shareInfo.shareConfig, consumer) : { kind: 'own' };
}

/** The build of `handler.shareKey` this consumer runs: the page's choice, or its own copy. */
async function factoryFor(webpackRequire: WebpackRequire, handler: ConsumeHandler, { warn }: SharingRuntimeOptions): Promise<ModuleFactory> {
  const consumer = webpackRequire.federation.initOptions.name;
  const scopeName = [handler.shareInfo.scope].flat(2)[0] ?? DEFAULT_SCOPE;
  const versions = webpackRequire.S[scopeName]?.[handler.shareKey];
  const choice = await choose(handler, versions, consumer);
  if (choice.kind === 'own') return handler.getter();
  if (choice.kind === 'refuse') throw new SharedVersionError(choice.mismatch);
  if (choice.mismatch) warn(choice.mismatch);
  return loadShared(choice.entry).catch((error: unknown) => {
    // Another remote's copy failed to download: this remote still runs, on its own copy.
    if (choice.entry.from === consumer) throw error;
    return handler.getter();
  });
}

/** Before a chunk runs, resolves the shared modules it imports (`__webpack_require__.f.consumes`). */
function consumes(options: ConsumesOptions, runtime: SharingRuntimeOptions): void {
  const { chunkId, promises, chunkMapping, moduleToHandlerMapping, installedModules, webpackRequire } = options;
  if (!webpackRequire.o(chunkMapping, chunkId)) return;
  for (const id of chunkMapping[chunkId]!) {
    if (webpackRequire.o(installedModules, id)) {
      promises.push(installedModules[id]);
      continue;
    }
    const install = (factory: ModuleFactory) => {
      installedModules[id] = 0;
      webpackRequire.m[id] = (module) => {
        delete webpackRequire.c[id];
        module.exports = factory();
      };
    };
    // The chunk still loads; the module that imports the failed one throws when it runs.
    const fail = (error: unknown) => {
      delete installedModules[id];
      webpackRequire.m[id] = () => {
        delete webpackRequire.c[id];
        throw error;
      };
    };
    const installing = factoryFor(webpackRequire, moduleToHandlerMapping[id]!, runtime).then(install, fail);
    installedModules[id] = installing;
    promises.push(installing);
  }
}

/**
 * Modules the entry chunk consumes synchronously (`eager: true`). Our build shares
 * nothing eagerly (the startup code calls this with an empty list); a remote built
 * otherwise fails when the module runs, with a reason, instead of running a second copy.
 */
function installInitialConsumes({ initialConsumes, webpackRequire }: { initialConsumes: string[]; webpackRequire: WebpackRequire }): void {
  for (const id of initialConsumes) {
    webpackRequire.m[id] = () => {
      throw new EagerShareError(`${webpackRequire.federation.initOptions.name} shares ${id} eagerly; build it with \`eager: false\``);
    };
  }
}

/** The calls the plugin's startup code makes (`__webpack_require__.federation.bundlerRuntime.*`). */
export interface BundlerRuntime {
  /** The remote's share scopes: the startup code makes this its `__webpack_require__.S`. */
  S: Record<string, ShareScope>;
  /** Returns the "federation instance" the startup code keeps; nothing here needs one. */
  init(options: { webpackRequire: WebpackRequire }): { name: string };
  initContainerEntry: typeof initContainerEntry;
  I: typeof initializeSharing;
  consumes(options: ConsumesOptions): void;
  installInitialConsumes: typeof installInitialConsumes;
}

/** What the plugin's startup code copies into `__webpack_require__.federation`, fresh per remote entry. */
export interface LentBundlerRuntime {
  bundlerRuntime: BundlerRuntime;
  bundlerRuntimeOptions: Record<string, never>;
  /** The whole start-up, for an entry whose start-up module is one call (remote-startup.ts). */
  start(req: RemoteRequire, name: string): void;
}

export function createBundlerRuntime(options: SharingRuntimeOptions): LentBundlerRuntime {
  const bundlerRuntime: BundlerRuntime = {
    S: {},
    init: ({ webpackRequire }) => ({ name: webpackRequire.federation.initOptions.name }),
    initContainerEntry,
    I: initializeSharing,
    consumes: (consumeOptions) => consumes(consumeOptions, options),
    installInitialConsumes,
  };
  return { bundlerRuntime, bundlerRuntimeOptions: {}, start: (req, name) => startRemote(req, name, bundlerRuntime) };
}
