import { satisfies } from '@cms-mf/shell/semver';
import type { SharedDeclaration } from './manifest-files';

/** Another active remote's shared modules. */
export interface ActiveShared {
  readonly remote: string;
  readonly shared: readonly SharedDeclaration[];
}

/**
 * Singletons the build and an active remote cannot share. A page runs one copy
 * of a singleton, the first that loads, so each side's version must satisfy the
 * other side's required range: whichever remote loads first, the other one works.
 */
export function sharedConflicts(build: readonly SharedDeclaration[], others: readonly ActiveShared[]): string[] {
  const problems: string[] = [];
  for (const mine of build.filter((s) => s.singleton)) {
    for (const other of others) {
      const theirs = other.shared.find((s) => s.name === mine.name && s.singleton);
      if (!theirs) continue;
      if (!satisfies(theirs.version, mine.requiredVersion)) problems.push(`${mine.name}: the build requires ${mine.requiredVersion}, ${other.remote} provides ${theirs.version}`);
      else if (!satisfies(mine.version, theirs.requiredVersion)) problems.push(`${mine.name}: the build provides ${mine.version}, ${other.remote} requires ${theirs.requiredVersion}`);
    }
  }
  return problems;
}
