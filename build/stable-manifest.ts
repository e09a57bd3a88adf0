import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** The federation plugin's manifest and its stats file: both ship in the version folder. */
const MANIFEST_FILES = ['mf-manifest.json', 'mf-manifest-stats.json'];

type Listed = { id?: unknown; name?: unknown; path?: unknown };
const keyOf = (item: Listed): string => [item.id, item.name, item.path].map((part) => (typeof part === 'string' ? part : '')).join('\u0000');
const sorted = (list: unknown): unknown => (Array.isArray(list) ? [...(list as Listed[])].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0)) : list);

/**
 * A federation manifest with its lists in one order. The plugin lists shared modules in an
 * order that follows their absolute paths, so the same sources built in another folder wrote
 * another file; sorted by id, the file depends on the sources only.
 */
export function stableManifestText(manifest: Record<string, unknown>): string {
  const stable = { ...manifest, shared: sorted(manifest.shared), exposes: sorted(manifest.exposes), remotes: sorted(manifest.remotes) };
  for (const key of ['shared', 'exposes', 'remotes'] as const) if (manifest[key] === undefined) delete stable[key];
  return `${JSON.stringify(stable, null, 2)}\n`;
}

/** Rewrites the manifests in stable order once the build is done (after SharedRequiresPlugin has added to them). */
export class StableManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('StableManifestPlugin', (stats) => {
      if (stats.hasErrors()) return;
      for (const name of MANIFEST_FILES) {
        const file = path.join(compiler.options.output.path ?? '', name);
        let manifest: Record<string, unknown>;
        try {
          manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        } catch {
          continue; // not written: the build has no manifest (`manifest: false`), nothing to order
        }
        writeFileSync(file, stableManifestText(manifest));
      }
    });
  }
}
