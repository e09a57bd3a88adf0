import { anySelectorOf, type BootProbe } from './boot-probe';
import type { CompactEntry } from './compact-registry';
import type { RegistryEntry } from './module-registry';

/** The registry back from its compact form (compact-registry.ts), with the probe it was written against. */
export function expandRegistry(compact: readonly CompactEntry[], probe: BootProbe): RegistryEntry[] {
  const parts = anySelectorOf(probe).split(',');
  return compact.map(([selector, remote, expose, load, global, pageLevel]) => {
    const entry: { -readonly [K in keyof RegistryEntry]: RegistryEntry[K] } = {
      selector: selector.map((part) => (typeof part === 'number' ? parts[part]! : part)).join(','),
      remote,
      expose: `./${expose}`,
      load,
    };
    if (global) entry.global = global;
    if (pageLevel) entry.pageLevel = true;
    return entry;
  });
}
