import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';

/** `gallery/lightbox`: how the shell names a module in its mounted mark and its debug lines. */
export const moduleName = (entry: Pick<RegistryEntry, 'remote' | 'expose'>) => `${entry.remote}${entry.expose.slice(1)}`;
