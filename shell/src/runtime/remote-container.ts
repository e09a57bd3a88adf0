/**
 * The contract between the page and a remote entry: the entry defines a global
 * container (the federation plugin's `global` library type) that joins the page's
 * share scope once, then hands out exposed modules.
 */
export interface RemoteContainer {
  init(shareScope: ShareScope, initScope: unknown[], options: ContainerInitOptions): unknown;
  get(expose: string): Promise<() => unknown>;
}

/** Shared modules (preact, jotai…) by name and version, filled in by the remotes themselves. */
export type ShareScope = Record<string, unknown>;

interface ContainerInitOptions {
  readonly version: string;
  readonly shareScopeKeys: string;
  readonly shareScopeMap: Record<string, ShareScope>;
}

/** The page's one share scope: every remote negotiates its singletons in it, first loaded first served. */
export function createShareScopes(): Record<string, ShareScope> {
  return { default: {} };
}

/** The container `globalName` names, if the entry defined one. */
export function containerAt(globalName: string): RemoteContainer | undefined {
  const value = (globalThis as Record<string, unknown>)[globalName] as Partial<RemoteContainer> | undefined;
  return typeof value?.init === 'function' && typeof value.get === 'function' ? (value as RemoteContainer) : undefined;
}

/** Joins the container to the page's share scope, as the federation runtime does for a host. */
export async function initContainer(container: RemoteContainer, shareScopes: Record<string, ShareScope>): Promise<void> {
  const options = { version: '', shareScopeKeys: 'default' } as ContainerInitOptions;
  // Not enumerable: the container copies these options into its own, but not the whole map.
  Object.defineProperty(options, 'shareScopeMap', { value: shareScopes, enumerable: false });
  await container.init(shareScopes.default!, [], options);
}

/** The exports of one exposed module (`./lightbox`). */
export async function exposedModule(container: RemoteContainer, expose: string): Promise<unknown> {
  const factory = await container.get(expose);
  return factory();
}
