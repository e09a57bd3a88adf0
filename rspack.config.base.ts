/**
 * One build factory for every package (DESIGN.md §2): TS/TSX through swc, the
 * preact/compat flavour for production (React by a switch), federation options
 * with shared singletons, content-hashed chunks and the federation manifest.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const rootDir = path.dirname(new URL(import.meta.url).pathname);

/** `CMS_MF_FLAVOUR=react` builds against React 19; the default is preact/compat (~58 KB gz lighter). */
export type Flavour = 'preact' | 'react';

export function flavourFromEnv(): Flavour {
  return process.env.CMS_MF_FLAVOUR === 'react' ? 'react' : 'preact';
}

function versionOf(pkg: string): string {
  return (require(path.join(rootDir, 'node_modules', pkg, 'package.json')) as { version: string }).version;
}

/** Aliases that make `react` imports resolve to preact/compat. */
function preactAliases(): Record<string, string> {
  return {
    react$: 'preact/compat',
    'react-dom$': 'preact/compat',
    'react-dom/client$': 'preact/compat/client',
    'react/jsx-runtime$': 'preact/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/jsx-runtime',
  };
}

/**
 * Shared singletons, each with an explicit version: preact's subpaths have none
 * of their own, and a missing version breaks the share-scope negotiation.
 */
interface SharedSingleton {
  singleton: true;
  version: string;
  requiredVersion: string;
}

function sharedModules(flavour: Flavour): Record<string, SharedSingleton> {
  const singleton = (pkg: string, versionFrom = pkg): SharedSingleton => {
    const version = versionOf(versionFrom);
    return { singleton: true, version, requiredVersion: `^${version}` };
  };
  const ui: Record<string, SharedSingleton> =
    flavour === 'preact'
      ? {
          preact: singleton('preact'),
          'preact/hooks': singleton('preact/hooks', 'preact'),
          'preact/compat': singleton('preact/compat', 'preact'),
          'preact/compat/client': singleton('preact/compat/client', 'preact'),
          'preact/jsx-runtime': singleton('preact/jsx-runtime', 'preact'),
        }
      : {
          react: singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-dom/client': singleton('react-dom/client', 'react-dom'),
          'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
        };
  return { ...ui, jotai: singleton('jotai') };
}

function swcRule(flavour: Flavour) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: flavour === 'preact' ? 'preact' : 'react' } },
      },
    },
    type: 'javascript/auto',
  };
}

function commonConfig(packageDir: string, flavour: Flavour): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  return {
    context: packageDir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target: ['web', 'es2020'],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      alias: flavour === 'preact' ? preactAliases() : {},
    },
    module: { rules: [swcRule(flavour)] },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.CMS_MF_BUILD_LABEL': JSON.stringify(process.env.CMS_MF_BUILD_LABEL ?? ''),
      }),
    ],
    performance: false,
  };
}

export interface RemoteBuildOptions {
  /** Remote name as in the registry: forms, payments, gallery, theme or shop. */
  name: string;
  /** The remote package folder (pass `import.meta.dirname`-like path). */
  packageDir: string;
  /** Exposed modules, one per feature: `{ './lightbox': './src/lightbox/index.ts' }`. */
  exposes: Record<string, string>;
  /** Output folder. @default `<packageDir>/dist` */
  outDir?: string;
}

/** Global name of a remote's container; the shell registers remotes under the same name. */
export const containerName = (remote: string) => `cmsmf_${remote}`;

export function createRemoteConfig(options: RemoteBuildOptions): Configuration {
  const flavour = flavourFromEnv();
  const base = commonConfig(options.packageDir, flavour);
  return {
    ...base,
    entry: {},
    output: {
      path: options.outDir ?? process.env.CMS_MF_OUT_DIR ?? path.join(options.packageDir, 'dist'),
      // Chunks load relative to the remote entry, so an immutable version folder can move to any CDN path.
      publicPath: 'auto',
      uniqueName: containerName(options.name),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Needed for integrity-checked chunk loads (fail closed, DESIGN.md §5).
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: containerName(options.name),
        filename: 'remoteEntry.js',
        library: { type: 'global', name: containerName(options.name) },
        exposes: options.exposes,
        shared: sharedModules(flavour),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        // The shell provides the federation runtime once per page instead of once per remote entry.
        experiments: { externalRuntime: true },
      }),
      // The pointer pins the entry's hash; the entry pins every chunk's hash.
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false, enabled: true }),
    ],
  };
}

export interface ShellBuildOptions {
  packageDir: string;
  outDir?: string;
}

/** The shell is an ES module: native `import()` needs no chunk-loading runtime, which keeps the initial chunk tiny. */
export function createShellConfig(options: ShellBuildOptions): Configuration {
  const base = commonConfig(options.packageDir, 'preact');
  return {
    ...base,
    entry: { shell: './src/index.ts' },
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
  };
}
