import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { sharedRequires, type ManifestExpose } from './shared-requires';

/**
 * Writes into `mf-manifest.json`, for each exposed module, the shared libraries it needs before
 * it runs, which the federation manifest leaves out, and what it needs on first use
 * (shared-requires.ts). The release tool lists a remote's shared chunks only for modules that
 * require some (release/src/build-manifest.ts), so a module that renders with preact only in a
 * chunk it loads later does not make the page download preact up front.
 */
export class SharedRequiresPlugin {
  constructor(private readonly onUse: Record<string, string[]> = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('SharedRequiresPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const file = path.join(compiler.options.output.path ?? '', 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes?: ManifestExpose[] };
      const json = stats.toJson({ all: false, chunkGroups: true, chunks: true, chunkModules: true, ids: true });
      manifest.exposes = sharedRequires(manifest.exposes ?? [], json, this.onUse);
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    });
  }
}
