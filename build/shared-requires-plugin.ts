import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/**
 * Writes into `mf-manifest.json`, for each exposed module, the shared libraries
 * it needs before it runs (`requires`: the share keys of the consume modules in
 * its own chunk group), which the federation manifest leaves out. The release
 * tool lists a remote's shared chunks only for modules that require some
 * (release/src/build-manifest.ts), so a module that renders with preact only in
 * a chunk it loads later does not make the page download preact up front.
 * With `onUse` (RemoteBuildOptions, build/remote-config.ts), also the files of the chunks a module
 * needs on first use (`onUse`) and the shared libraries those need (`onUseRequires`).
 */
export class SharedRequiresPlugin {
  constructor(private readonly onUse: Record<string, string[]> = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('SharedRequiresPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const file = path.join(compiler.options.output.path ?? '', 'mf-manifest.json');
      type Exposed = { path?: string; assets?: { js?: { sync?: string[] } }; requires?: string[]; onUse?: string[]; onUseRequires?: string[] };
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes?: Exposed[] };
      const json = stats.toJson({ all: false, chunkGroups: true, chunks: true, chunkModules: true, ids: true });
      const named = json.namedChunkGroups ?? {};
      const groups = Object.entries(named).filter(([name]) => name.startsWith('__federation_expose_'));
      type Group = (typeof named)[string];
      /** The share keys of the consume modules in a chunk group's chunks. */
      const consumed = (group: Group): string[] => {
        const keys = new Set<string>();
        for (const id of group.chunks ?? []) {
          for (const module of json.chunks?.find((chunk) => chunk.id === id)?.modules ?? []) {
            if (module.moduleType !== 'consume-shared-module') continue;
            const name = module.name ?? '';
            keys.add(/^consume shared module \([^)]*\) (.+?)@/.exec(name)?.[1] ?? name);
          }
        }
        return [...keys].sort();
      };
      for (const expose of manifest.exposes ?? []) {
        const sync = expose.assets?.js?.sync ?? [];
        const group = groups.find(([, g]) => sync.length > 0 && sync.every((asset) => (g.assets ?? []).some((a) => a.name === asset)))?.[1];
        if (!group) continue;
        expose.requires = consumed(group);
        const onUse = (this.onUse[expose.path ?? ''] ?? []).map((name) => {
          const found = named[name];
          if (!found) throw new Error(`onUse of ${expose.path}: no chunk is named "${name}" (webpackChunkName)`);
          return found;
        });
        if (onUse.length === 0) continue;
        expose.onUse = [...new Set(onUse.flatMap((g) => (g.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'))))];
        expose.onUseRequires = [...new Set(onUse.flatMap(consumed))].sort();
      }
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    });
  }
}
