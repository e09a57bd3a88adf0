import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { commonConfig } from './common-config';

export interface ShellBuildOptions {
  packageDir: string;
  outDir?: string;
}

/** The shell is an ES module: native `import()` needs no chunk-loading runtime, which keeps the initial chunk tiny. */
export function createShellConfig(options: ShellBuildOptions): Configuration {
  const base = commonConfig(options.packageDir, 'preact');
  return {
    ...base,
    entry: { shell: './src/boot/shell.ts' },
    // Keep `import.meta.url` for the browser: the shell finds the release pointer beside itself.
    module: { ...base.module, parser: { javascript: { importMeta: false } } },
    output: {
      path: options.outDir ?? path.join(options.packageDir, 'dist'),
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      // The entry keeps a stable name so pages can embed it; everything it loads is content-hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      publicPath: 'auto',
      clean: true,
    },
    optimization: {
      ...base.optimization,
      // Each lazy chunk arrives as one file (ky would otherwise be split into a vendor chunk of
      // its own, loaded at the same moment anyway).
      splitChunks: { cacheGroups: { defaultVendors: false } },
    },
  };
}
