import type { BootProbe } from './boot-probe';
import type { RegistryEntry } from './module-registry';
import { probeSelectors } from './probe-selectors';

/** Builds the probe from the registry (at build time for the shell's initial chunk, lazily for its DOM watch). */
export function createBootProbe(registry: readonly RegistryEntry[]): BootProbe {
  const plain = probeSelectors(registry.filter((e) => e.global === undefined).map((e) => e.selector));
  const gated = registry.filter((e) => e.global !== undefined).map((e) => [e.selector, e.global!] as const);
  return { anySelector: plain.join(','), gated };
}
