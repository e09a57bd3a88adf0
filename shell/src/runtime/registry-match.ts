import { hasPageGlobal } from '@cms-mf/shared-contracts/globals';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';

/** Whether an entry applies to this page at all: its page global, when it names one, is present. */
export function entryApplies(entry: RegistryEntry, win: Window): boolean {
  return entry.global === undefined || hasPageGlobal(win, entry.global);
}

/** The elements under (and including) `root` that an entry mounts on. */
export function elementsFor(entry: RegistryEntry, root: Element | Document): Element[] {
  const found = Array.from(root.querySelectorAll(entry.selector));
  if (root instanceof Element && root.matches(entry.selector)) found.unshift(root);
  return found;
}
