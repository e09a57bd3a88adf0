import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { createShellConfig } from '@cms-mf/build';
import { SHELL_MANIFEST, type ShellManifest } from './src/shell-manifest';

/** Writes SHELL_MANIFEST (src/shell-manifest.ts): the content-hashed chunks a page with modules loads after the shell. */
class ShellManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ShellManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const fileOf = (name: string): string => {
          const chunk = [...compilation.chunks].find((candidate) => candidate.name === name);
          const file = chunk && [...chunk.files].find((candidate) => candidate.endsWith('.js'));
          if (!file) throw new Error(`shell build: no ${name} chunk to name in the manifest`);
          return file;
        };
        const manifest: ShellManifest = { runtime: fileOf('shell-runtime'), loader: fileOf('remote-loader') };
        compilation.emitAsset(SHELL_MANIFEST, new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * Property names private to the runtime chunk: the trigger hub's and the mount manager's records,
 * options and methods, which neither the page, nor the pointer, nor another chunk reads. They are
 * mangled in that chunk only, which every page with modules downloads; a hand-kept list, since the
 * guard below fails the build when another chunk names one of them. Never list a name that the DOM, a JSON format or another chunk uses on an object
 * the runtime touches (`loading` is one: the share scope's protocol field).
 */
const RUNTIME_PRIVATE_PROPS = [
  'whenVisible', 'whenIdle', 'prefetchOnIntent', 'holdsClicks', 'holdsAnyClick', 'waiting', 'plan', 'unmount',
  'arm', 'disarm', 'settled', 'adoptClick', 'fire', 'prefetch',
  'mountWithin', 'sweepDisconnected', 'unmountAll', 'registry', 'loader', 'mountLoaded', 'reportError',
];
const RUNTIME_CHUNK = /^shell-runtime\./;

/** Fails the build when another shell chunk names a mangled property: it would miss what the runtime renamed. */
class PrivatePropsGuardPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrivatePropsGuardPlugin', (compilation) => {
      // Unminified (development) output keeps parameter names, and mangles nothing.
      if (!compilation.options.optimization.minimize) return;
      compilation.hooks.processAssets.tap({ name: 'PrivatePropsGuardPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const named = new RegExp(`[.{,]\\s*(${RUNTIME_PRIVATE_PROPS.join('|')})\\b`);
        for (const [file, source] of Object.entries(assets)) {
          if (!file.endsWith('.js') || RUNTIME_CHUNK.test(file)) continue;
          const found = named.exec(String(source.source()));
          if (found) throw new Error(`shell build: ${file} uses the property "${found[1]}", which the runtime chunk mangles (RUNTIME_PRIVATE_PROPS)`);
        }
      });
    });
  }
}

const config = createShellConfig({ packageDir: path.dirname(new URL(import.meta.url).pathname) });
// The initial chunk names every lazy chunk with its hash: 8 hex digits tell this shell's few chunks
// apart as well as 10, and cost that chunk, which every page downloads, 6 B gz less.
config.output = { ...config.output, chunkFilename: '[name].[contenthash:8].js' };
const lazyFile = (file: string) => ({ import: file, filename: '[name].[contenthash:8].js', library: { type: 'module' as const } });
config.entry = {
  // One folder per file a page downloads (src/boot, src/runtime, src/loader, src/operations; src/shared
  // holds what more than one of them carries).
  shell: './src/boot/shell.ts',
  'shell-runtime': lazyFile('./src/runtime/start.ts'),
  'remote-loader': lazyFile('./src/loader/loader-entry.ts'),
  operations: lazyFile('./src/operations/operations.ts'),
  // Only a sampled page view's telemetry sender imports it (operations/vitals-file.ts).
  'web-vitals': lazyFile('./src/operations/vitals-file.ts'),
};

/** Writes each shell file's hashed name where the sources hold its placeholder (runtime/shell-files.ts). */
class ShellFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ShellFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, (assets) => {
        const files = new Map<string, string>();
        for (const chunk of compilation.chunks) {
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          if (chunk.name && file) files.set(chunk.name, file);
        }
        for (const [name, source] of Object.entries(assets)) {
          if (!name.endsWith('.js')) continue;
          const text = String(source.source());
          if (!text.includes('__cmsmf_file(')) continue;
          // A ReplaceSource keeps the file's source map (development builds) in step.
          const replaced = new rspack.sources.ReplaceSource(source);
          for (const found of text.matchAll(/__cmsmf_file\(([\w-]+)\)/g)) {
            const file = files.get(found[1]!);
            if (!file) throw new Error(`shell build: no file for "${found[1]}"`);
            replaced.replace(found.index, found.index + found[0].length - 1, `./${file}`);
          }
          compilation.updateAsset(name, replaced);
        }
      });
    });
  }
}
config.optimization = {
  ...config.optimization,
  minimizer: [
    new rspack.SwcJsMinimizerRspackPlugin({ exclude: RUNTIME_CHUNK }),
    new rspack.SwcJsMinimizerRspackPlugin({ test: RUNTIME_CHUNK, minimizerOptions: { mangle: { props: { regex: `^(${RUNTIME_PRIVATE_PROPS.join('|')})$` } } } }),
  ],
};
// Nothing of the module registry is compiled in: remotes declare their modules, and the pointer
// brings them (runtime/pointer-registry.ts), so a shell build serves remotes and modules added after it.
config.plugins = [
  ...(config.plugins ?? []),
  new ShellFilesPlugin(),
  new ShellManifestPlugin(),
  new PrivatePropsGuardPlugin(),
];

export default config;
