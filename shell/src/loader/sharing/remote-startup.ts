import type { BundlerRuntime, ConsumeHandler, ProvidedShared, WebpackRequire } from './bundler-runtime';
import type { ModuleFactory } from './share-scope';

/** A shared module as the remote's build data lists it (`initializeSharingData.scopeToSharingDataMapping`). */
interface SharingData {
  name: string;
  version: string;
  factory: () => Promise<ModuleFactory>;
}

/** A consumed module as the remote's build data maps it by module id (`consumesLoadingData.moduleIdToConsumeDataMapping`). */
interface ConsumeData {
  shareScope: string | string[];
  shareKey: string;
  fallback: () => Promise<ModuleFactory>;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  singleton?: boolean;
}

/** The parts of a remote's `__webpack_require__` its start-up wires, as the build emits them. */
export interface RemoteRequire extends WebpackRequire {
  f: Record<string, unknown>;
  R?: unknown;
  initializeSharingData?: { scopeToSharingDataMapping?: Record<string, Array<SharingData | string>> };
  consumesLoadingData?: { chunkMapping?: Record<string, string[]>; moduleIdToConsumeDataMapping?: Record<string, ConsumeData>; initialConsumes?: string[] };
  initializeExposesData?: { moduleMap: Record<string, () => Promise<unknown>>; shareScope?: string };
  initContainer?: unknown;
}

/** Sets `key` only where the build put a placeholder (the plugin's start-up code does the same). */
function replace(target: Record<string, unknown>, key: string, value: unknown): void {
  if (target[key]) target[key] = value;
}

/**
 * What the federation plugin's start-up module does in each remote entry (rspack's
 * `moduleFederationDefaultRuntime.js`, ~1.3 KB gz per entry), once in the shell, reduced to what the
 * lent runtime uses: our remotes load no remotes and shake no shared modules, so only sharing,
 * consuming and the container's `init` are wired. The entry's start-up module is one call of this
 * and the container's `get`, which stays the remote's own code (build/remote-startup.ts); an entry
 * built before that runs the plugin's own code against the same lent runtime.
 */
export function startRemote(req: RemoteRequire, name: string, runtime: BundlerRuntime): void {
  if (!(req.initializeSharingData || req.initializeExposesData) || !req.federation) return;
  const consumesData = req.consumesLoadingData ?? {};
  const shared: Record<string, ProvidedShared[]> = {};
  for (const [scope, list] of Object.entries(req.initializeSharingData?.scopeToSharingDataMapping ?? {})) {
    for (const item of list) {
      if (typeof item === 'object' && item !== null) (shared[item.name] ??= []).push({ version: item.version, scope: [scope], get: item.factory });
    }
  }
  const handlers: Record<string, ConsumeHandler> = {};
  for (const [id, data] of Object.entries(consumesData.moduleIdToConsumeDataMapping ?? {})) {
    const { requiredVersion, strictVersion, singleton } = data;
    handlers[id] = { shareKey: data.shareKey, getter: data.fallback, shareInfo: { shareConfig: { requiredVersion, strictVersion, singleton }, scope: [data.shareScope] } };
  }
  const installedModules: Record<string, Promise<void> | 0> = {};
  const federation = req.federation as WebpackRequire['federation'] & Record<string, unknown>;
  federation.bundlerRuntime = runtime;
  federation.initOptions = { name, shared };
  const target = req as unknown as Record<string, unknown>;
  replace(target, 'S', runtime.S);
  replace(req.f, 'consumes', (chunkId: string, promises: unknown[]) =>
    runtime.consumes({ chunkId, promises, chunkMapping: consumesData.chunkMapping ?? {}, moduleToHandlerMapping: handlers, installedModules, webpackRequire: req }),
  );
  replace(target, 'I', (shareScopeName: string) => runtime.I({ shareScopeName, webpackRequire: req }));
  replace(target, 'initContainer', (shareScope: Parameters<BundlerRuntime['initContainerEntry']>[0]['shareScope'], initScope?: unknown[]) =>
    runtime.initContainerEntry({ shareScope, initScope, shareScopeKey: req.initializeExposesData?.shareScope, webpackRequire: req }),
  );
  federation.instance = runtime.init({ webpackRequire: req });
  if (consumesData.initialConsumes) runtime.installInitialConsumes({ initialConsumes: consumesData.initialConsumes, webpackRequire: req });
}
