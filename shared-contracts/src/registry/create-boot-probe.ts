import type { BootProbe } from './boot-probe';
import type { RegistryEntry } from './module-registry';
import { probeSelectors } from './probe-selectors';

/** Builds the probe from the registry (at build time, for the shell's initial chunk). */
export function createBootProbe(registry: readonly RegistryEntry[]): BootProbe {
  const plain = registry.filter((e) => e.global === undefined);
  const held = probeSelectors(plain.filter((e) => e.pageLevel !== true).map((e) => e.selector));
  const page = probeSelectors(plain.filter((e) => e.pageLevel === true).map((e) => e.selector)).filter((s) => !held.includes(s));
  const gated = registry.filter((e) => e.global !== undefined).map((e) => [e.selector, e.global!] as const);
  return { held: held.join(','), page: page.join(','), gated };
}
