import type { ShareScope } from './sharing/share-scope';

/**
 * The contract between the page and a remote entry: the entry defines a global
 * container (the federation plugin's `global` library type) that joins the page's
 * share scope once, then hands out exposed modules.
 */
export interface RemoteContainer {
  init(shareScope: ShareScope): unknown;
  get(expose: string): Promise<() => unknown>;
}

/** The container `globalName` names, if the entry defined one. */
export function containerAt(globalName: string): RemoteContainer | undefined {
  const value = (globalThis as Record<string, unknown>)[globalName] as Partial<RemoteContainer> | undefined;
  return typeof value?.init === 'function' && typeof value.get === 'function' ? (value as RemoteContainer) : undefined;
}

/** The exports of one exposed module (`./lightbox`). */
export async function exposedModule(container: RemoteContainer, expose: string): Promise<unknown> {
  const factory = await container.get(expose);
  return factory();
}
