import { anySelectorOf, type BootProbe } from './boot-probe';
import { NAMED_TRIGGERS, type LoadTrigger } from './load-trigger';
import { REMOTE_NAMES, type RegistryEntry } from './module-registry';
import { splitList } from './probe-selectors';

/**
 * A selector list written as the probe's selectors it repeats (by index into the probe's
 * selectors, `anySelectorOf(probe).split(',')`) and, where it differs from them, as text.
 */
export type CompactSelector = ReadonlyArray<number | string>;

/**
 * One registry entry as the shell's runtime chunk carries it: [selector, remote (its index in
 * REMOTE_NAMES), expose without its `./`, load (its index in NAMED_TRIGGERS, or a `media:` trigger
 * as text), global?, pageLevel?].
 */
export type CompactEntry = readonly [CompactSelector, number, string, number | LoadTrigger, (string | 0)?, 1?];

/**
 * The registry in the form the shell's runtime chunk carries (issue 19: the gallery page's
 * bytes until intent). Most selectors are already in the initial chunk's probe, which the
 * runtime receives: not writing them again (nor rebuilding the probe) took ~0.5 KB gz off the
 * runtime chunk; remotes and the word triggers as numbers took ~50 B more. Built at build time; `expandRegistry` (expand-registry.ts) turns it back into
 * the registry.
 */
export function compactRegistry(registry: readonly RegistryEntry[], probe: BootProbe): CompactEntry[] {
  const parts = anySelectorOf(probe).split(',');
  // A probe selector holding a comma of its own (`:is(a,b)`) would shift every index after it.
  if (splitList(anySelectorOf(probe)).length !== parts.length || new Set(parts).size !== parts.length) throw new Error('the probe selectors must split at their commas');
  return registry.map((entry) => {
    if (entry.holdsAnyClick) throw new Error(`${entry.remote} ${entry.expose}: holdsAnyClick is for the shell's own popup-trigger entries; the compact registry does not carry it`);
    const selector = splitList(entry.selector).map((part) => {
      const index = parts.indexOf(part);
      return index < 0 ? part : index;
    });
    const expose = entry.expose.slice(2);
    const remote = REMOTE_NAMES.indexOf(entry.remote);
    const named = NAMED_TRIGGERS.indexOf(entry.load as (typeof NAMED_TRIGGERS)[number]);
    const load = named < 0 ? entry.load : named;
    if (entry.pageLevel) return [selector, remote, expose, load, entry.global ?? 0, 1];
    return entry.global === undefined ? [selector, remote, expose, load] : [selector, remote, expose, load, entry.global];
  });
}
