import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRemoteName, type ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';

/** Where a remote declares its modules, in its own folder: `export const MODULES`. */
export const MODULES_SOURCE = 'src/modules.ts';

/**
 * The remotes of a checkout: every folder under `remotes/` with a package.json and a remote's
 * name, sorted. Nothing lists them anywhere else, so a new remote is a new folder.
 */
export function workspaceRemotes(repoRoot: string): string[] {
  const dir = path.join(repoRoot, 'remotes');
  const folders = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
  return folders
    .filter((entry) => entry.isDirectory() && isRemoteName(entry.name) && existsSync(path.join(dir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

/** The modules every remote of a checkout declares, as the tools that see the whole product read them (docs, the benchmark). */
export async function workspaceRegistry(repoRoot: string): Promise<RegistryEntry[]> {
  const registry: RegistryEntry[] = [];
  for (const remote of workspaceRemotes(repoRoot)) {
    const file = path.join(repoRoot, 'remotes', remote, MODULES_SOURCE);
    if (!existsSync(file)) continue;
    const { MODULES } = (await import(pathToFileURL(file).href)) as { MODULES: readonly ModuleDeclaration[] };
    registry.push(...MODULES.map((declaration) => ({ ...declaration, remote })));
  }
  return registry;
}
