import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';

/** `gallery/lightbox`: how the shell names a module in its mounted mark and its debug lines. */
export const moduleName = (entry: Pick<RegistryEntry, 'remote' | 'expose'>) => `${entry.remote}${entry.expose.slice(1)}`;

/**
 * Marks elements with the modules mounted on them (their moduleName, space-separated): integrators
 * and tests can see what runs where, and the telemetry traces Web Vitals to a module by it.
 */
export const MOUNTED_ATTRIBUTE = 'data-cmsmf-mounted';
