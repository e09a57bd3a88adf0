import { anySelectorOf, type BootProbe } from './boot-probe';
import type { CompactEntry } from './compact-registry';
import { NAMED_TRIGGERS } from './load-trigger';
import { REMOTE_NAMES, type RegistryEntry } from './module-registry';

/** The registry back from its compact form (compact-registry.ts), with the probe it was written against. */
export function expandRegistry(compact: readonly CompactEntry[], probe: BootProbe): RegistryEntry[] {
  const parts = anySelectorOf(probe).split(',');
  return compact.map(([selector, remote, expose, load, global, pageLevel]) => {
    const entry: { -readonly [K in keyof RegistryEntry]: RegistryEntry[K] } = {
      selector: selector.map((part) => (typeof part === 'number' ? parts[part]! : part)).join(','),
      remote: REMOTE_NAMES[remote]!,
      expose: `./${expose}`,
      load: typeof load === 'number' ? NAMED_TRIGGERS[load]! : load,
    };
    if (global) entry.global = global;
    if (pageLevel) entry.pageLevel = true;
    return entry;
  });
}
