/**
 * One build factory for every package (DESIGN.md §2): TS/TSX through swc, the
 * preact/compat flavour for production (React by a switch), federation options
 * with shared singletons, content-hashed chunks and the federation manifest.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { containerName } from '@cms-mf/shared-contracts';

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
  /** Set when the request shares another module: what it resolves to and the key it shares under. */
  import?: string;
  shareKey?: string;
}

function sharedModules(flavour: Flavour): Record<string, SharedSingleton> {
  const singleton = (versionFrom: string): SharedSingleton => {
    const version = versionOf(versionFrom);
    return { singleton: true, version, requiredVersion: `^${version}` };
  };
  /** Federation matches the request as written, before `resolve.alias`: a request that stands for another module must say so. */
  const sharedAs = (target: string, versionFrom: string): SharedSingleton => ({ ...singleton(versionFrom), import: target, shareKey: target });
  const ui: Record<string, SharedSingleton> =
    flavour === 'preact'
      ? {
          preact: singleton('preact'),
          'preact/hooks': singleton('preact'),
          'preact/compat': singleton('preact'),
          'preact/compat/client': singleton('preact'),
          'preact/jsx-runtime': singleton('preact'),
          // `react` imports (ours and jotai's) go to preact/compat through preactAliases(); unshared,
          // every remote would bundle a second preact/compat of its own.
          react: sharedAs('preact/compat', 'preact'),
          'react-dom': sharedAs('preact/compat', 'preact'),
          'react-dom/client': sharedAs('preact/compat/client', 'preact'),
          'react/jsx-runtime': sharedAs('preact/jsx-runtime', 'preact'),
        }
      : {
          react: singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-dom/client': singleton('react-dom'),
          'react/jsx-runtime': singleton('react'),
        };
  return {
    ...ui,
    // One jotai per page, whichever entry point a remote imports: `jotai/react` reaches the
    // store through a relative import, so sharing the subpaths apart would bundle two stores.
    jotai: singleton('jotai'),
    'jotai/vanilla': sharedAs('jotai', 'jotai'),
    'jotai/react': sharedAs('jotai', 'jotai'),
  };
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
  /**
   * Preact flavour only: React requests this remote resolves to modules of its own (absolute
   * paths) instead of the shared preact/compat, which it then neither shares nor downloads.
   * For a remote whose UI needs only hooks and a root (the gallery: issue 21's byte budget).
   * @example { react: '/abs/src/react-lite/react.ts', 'react-dom/client': '/abs/src/react-lite/client.ts' }
   */
  reactLite?: Record<string, string>;
  /**
   * Chunks an exposed module loads right after it mounts and needs on its first use (the
   * lightbox's dialog), by `webpackChunkName`: publishing lists their files, and the shared
   * libraries they need, with the module's, so the shell requests them all at once and a click
   * that comes before the module is there waits for no further round trip. The mount itself
   * does not run them (SharedRequiresPlugin writes them as `onUse`). The build fails on a name
   * that names no chunk.
   * @example { './lightbox': ['lightbox-overlay'] }
   */
  onUse?: Record<string, string[]>;
  /**
   * Source folders whose modules, when two or more exposed modules use them, go into one chunk
   * of their own instead of a copy in each chunk that uses them. For helpers that modules loaded
   * together on a page share, such as the theme's one scroll loop: the page downloads them once.
   */
  commonChunks?: Record<string, RegExp>;
  /** The bundler's smallest shared chunk, in bytes of source. @default the bundler's (20000) */
  minSharedChunkSize?: number;
}


/**
 * The remote entries get their runtime from the shell: the federation plugin's startup code
 * imports `@module-federation/webpack-bundler-runtime` (with the runtime core, ~16 KB gz), and
 * the shell lends a small sharing runtime with the same interface in its place, once per page
 * (shell/src/runtime/sharing/bundler-runtime.ts). The plugin imports it by an absolute path, so
 * it is matched by package.
 */
function federationRuntimeExternal({ request }: { request?: string }): Promise<string | undefined> {
  const bundlerRuntime = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
  return Promise.resolve(request && bundlerRuntime.test(request) ? `var ${SHARING_GLOBALS.createBundlerRuntime}()` : undefined);
}

/**
 * Writes into `mf-manifest.json`, for each exposed module, the shared libraries
 * it needs before it runs (`requires`: the share keys of the consume modules in
 * its own chunk group), which the federation manifest leaves out. The release
 * tool lists a remote's shared chunks only for modules that require some
 * (release/src/build-manifest.ts), so a module that renders with preact only in
 * a chunk it loads later does not make the page download preact up front.
 * With `onUse` (RemoteBuildOptions), also the files of the chunks a module
 * needs on first use (`onUse`) and the shared libraries those need (`onUseRequires`).
 */
class SharedRequiresPlugin {
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

export function createRemoteConfig(options: RemoteBuildOptions): Configuration {
  const flavour = flavourFromEnv();
  const base = commonConfig(options.packageDir, flavour);
  const lite = flavour === 'preact' ? (options.reactLite ?? {}) : {};
  const shared = Object.fromEntries(Object.entries(sharedModules(flavour)).filter(([request]) => !(request in lite)));
  const alias = { ...base.resolve?.alias, ...Object.fromEntries(Object.entries(lite).map(([request, file]) => [`${request}$`, file])) };
  return {
    ...base,
    resolve: { ...base.resolve, alias },
    entry: {},
    externals: [federationRuntimeExternal],
    output: {
      path: options.outDir ?? process.env.CMS_MF_OUT_DIR ?? path.join(options.packageDir, 'dist'),
      // Chunks load relative to the remote entry, so an immutable version folder can move to any CDN path.
      publicPath: 'auto',
      uniqueName: containerName(options.name),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Needed for integrity-checked chunk loads (fail closed, DESIGN.md §5).
      crossOriginLoading: 'anonymous',
      // Chunk URLs reach `script.src` through a Trusted Types policy, so remotes load on pages that
      // require Trusted Types (issue 20's strict CSP); where the site's policy list omits it, loading goes on.
      trustedTypes: { policyName: containerName(options.name), onPolicyCreationFailure: 'continue' },
      clean: true,
    },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: containerName(options.name),
        filename: 'remoteEntry.js',
        library: { type: 'global', name: containerName(options.name) },
        exposes: options.exposes,
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
      }),
      new SharedRequiresPlugin(options.onUse),
      // The pointer pins the entry's hash; the entry pins every chunk's hash.
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false, enabled: true }),
    ],
    optimization: {
      ...base.optimization,
      splitChunks: {
        ...(options.minSharedChunkSize === undefined ? {} : { minSize: options.minSharedChunkSize }),
        cacheGroups: {
          // One file for the shared UI libraries instead of one per entry point (preact, hooks,
          // compat, compat/client, jsx-runtime, jotai): a page that renders React UI needs them all,
          // and one file compresses better and costs one request. Only fetched when no other remote
          // on the page has provided them already.
          ui: {
            test: /[\\/]node_modules[\\/](preact|jotai|react|react-dom|scheduler)[\\/]/,
            name: 'ui',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          ...Object.fromEntries(
            Object.entries(options.commonChunks ?? {}).map(([name, test]) => [name, { test, name, chunks: 'async' as const, minChunks: 2, minSize: 0, priority: 10 }]),
          ),
        },
      },
    },
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
    optimization: {
      ...base.optimization,
      // Each lazy chunk arrives as one file (ky would otherwise be split into a vendor chunk of
      // its own, loaded at the same moment anyway).
      splitChunks: { cacheGroups: { defaultVendors: false } },
    },
  };
}
