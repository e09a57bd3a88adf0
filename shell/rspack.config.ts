import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createShellConfig } from '../rspack.config.base';
import { MODULE_REGISTRY } from '@cms-mf/shared-contracts/registry/module-registry';
import { createBootProbe } from '@cms-mf/shared-contracts/registry/create-boot-probe';
import { compactRegistry } from '@cms-mf/shared-contracts/registry/compact-registry';
import { SHELL_MANIFEST, type ShellManifest } from './src/shell-manifest';

/** Writes SHELL_MANIFEST (src/shell-manifest.ts): the content-hashed chunk every page with modules loads first. */
class ShellManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ShellManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const runtime = [...compilation.chunks].find((chunk) => chunk.name === 'shell-runtime');
        const file = runtime && [...runtime.files].find((name) => name.endsWith('.js'));
        if (!file) throw new Error('shell build: no shell-runtime chunk to name in the manifest');
        const manifest: ShellManifest = { runtime: file };
        compilation.emitAsset(SHELL_MANIFEST, new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

const config = createShellConfig({ packageDir: path.dirname(new URL(import.meta.url).pathname) });
const probe = createBootProbe(MODULE_REGISTRY);
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.DefinePlugin({
    // The initial chunk's probe, and the registry the runtime chunk expands against it.
    __CMSMF_BOOT_PROBE__: JSON.stringify(probe),
    __CMSMF_REGISTRY__: JSON.stringify(compactRegistry(MODULE_REGISTRY, probe)),
  }),
  new ShellManifestPlugin(),
];

export default config;
