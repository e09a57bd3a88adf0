import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { workspaceRemotes } from '@cms-mf/release/workspace-remotes';
import { createMonolithConfig } from '../monolith/rspack.config';
import { exposeKey, type ActiveExposes } from './active-exposes';
import { monolithEntrySource, type MonolithModule } from './monolith-entry';
import { REPO_ROOT } from './paths';

export interface MonolithBuild {
  /** Serve this folder as `SHELL_DIR`: it holds `shell.js`. */
  readonly outDir: string;
  readonly modules: readonly MonolithModule[];
  readonly files: readonly string[];
}

interface ManifestStats {
  exposes?: { path: string; file: string }[];
}

/**
 * The modules to bundle: those the active releases expose, so that both builds
 * carry the same features, and the registry mounts; each remote's last build
 * (its `mf-manifest-stats.json`) names their source files.
 */
export async function builtModules(released: ActiveExposes, registry: readonly RegistryEntry[]): Promise<MonolithModule[]> {
  const mounted = new Set(registry.map((e) => exposeKey(e.remote, e.expose)));
  const modules: MonolithModule[] = [];
  for (const remote of workspaceRemotes(REPO_ROOT)) {
    const manifest = path.join(REPO_ROOT, 'remotes', remote, 'dist/mf-manifest-stats.json');
    if (!existsSync(manifest)) continue;
    const stats = JSON.parse(await readFile(manifest, 'utf8')) as ManifestStats;
    for (const expose of stats.exposes ?? []) {
      const key = exposeKey(remote, expose.path);
      if (mounted.has(key) && released.has(key)) modules.push({ key, file: path.join(REPO_ROOT, 'remotes', remote, expose.file) });
    }
  }
  return modules;
}

/** Builds the monolith of the released modules into `<scratchDir>/monolith/dist`. */
export async function buildMonolith(scratchDir: string, released: ActiveExposes, registry: readonly RegistryEntry[]): Promise<MonolithBuild> {
  const dir = path.join(scratchDir, 'monolith');
  await mkdir(dir, { recursive: true });
  const modules = await builtModules(released, registry);
  const entry = path.join(dir, 'entry.js');
  await writeFile(entry, monolithEntrySource(modules, path.join(REPO_ROOT, 'bench/monolith/src/start-monolith.ts'), registry));
  const outDir = path.join(dir, 'dist');
  const compiler = rspack(createMonolithConfig({ entry, outDir }));
  const files = await new Promise<string[]>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(`the monolith build failed:\n${stats?.toString({ all: false, errors: true }) ?? ''}`));
      resolve(Object.keys(stats.compilation.assets).sort());
    });
  });
  return { outDir, modules, files };
}

/** gzip -9 of a built file, like the budgets measure. */
export async function gzip9Size(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}
