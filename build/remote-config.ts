import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';
import { commonConfig } from './common-config';
import { cmsmfPreset } from './federation-preset';
import { flavourFromEnv } from './flavour';
import { sharedModules } from './shared-modules';

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
   * For a remote whose UI needs only hooks and a root (the gallery, whose page has a byte budget).
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
  /**
   * Source folders whose modules go into one chunk of their own even where one exposed module
   * alone uses them: for modules that pages carry together (the theme's header and its menus), one
   * file instead of one per module and the shared chunks between them, which compresses better.
   * Only what no other module uses belongs here: a module that uses one of them would download all.
   */
  togetherChunks?: Record<string, RegExp>;
  /** The bundler's smallest shared chunk, in bytes of source. @default the bundler's (20000) */
  minSharedChunkSize?: number;
  /**
   * The modules this remote declares (`src/modules.ts`): written to MODULES_FILE beside the
   * entry. The build fails on a declaration `checkDeclaration` refuses or one naming a module
   * it does not expose. @default [] (the file lists none)
   */
  modules?: readonly ModuleDeclaration[];
}

/**
 * One remote's build (DESIGN.md §2): the preset the shell needs (federation-preset.ts, the same
 * one a team using the stock plugin takes), content-hashed file names and this project's chunk
 * splitting.
 */
export function createRemoteConfig(options: RemoteBuildOptions): Configuration {
  const flavour = flavourFromEnv();
  const base = commonConfig(options.packageDir, flavour);
  const lite = flavour === 'preact' ? (options.reactLite ?? {}) : {};
  const shared = Object.fromEntries(Object.entries(sharedModules(flavour)).filter(([request]) => !(request in lite)));
  const alias = { ...base.resolve?.alias, ...Object.fromEntries(Object.entries(lite).map(([request, file]) => [`${request}$`, file])) };
  const preset = cmsmfPreset(options.name, { exposes: options.exposes, modules: options.modules, shared, onUse: options.onUse });
  return {
    ...base,
    resolve: { ...base.resolve, alias },
    entry: {},
    externals: preset.externals,
    output: {
      ...preset.output,
      path: options.outDir ?? process.env.CMS_MF_OUT_DIR ?? path.join(options.packageDir, 'dist'),
      // Content-hashed names (the preset's chunk names too): a browser may keep a chunk for good, and two versions never share a name for other bytes.
      filename: '[name].[contenthash:10].js',
      clean: true,
    },
    plugins: [...(base.plugins ?? []), new ModuleFederationPlugin(preset.federation), ...preset.plugins],
    optimization: {
      ...base.optimization,
      ...preset.optimization,
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
          ...Object.fromEntries(
            Object.entries(options.togetherChunks ?? {}).map(([name, test]) => [name, { test, name, chunks: 'async' as const, minChunks: 1, minSize: 0, priority: 9 }]),
          ),
        },
      },
    },
  };
}

