import type { Configuration, RspackPluginInstance } from '@rspack/core';
import { rspack } from '@rspack/core';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { containerName, HEALTH_EXPOSE } from '@cms-mf/shared-contracts';
import { isRemoteName, type ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';
import { EntryPublicPathPlugin } from './entry-public-path';
import { flavourFromEnv } from './flavour';
import { federationRuntimeExternal, PortableRuntimeRequestPlugin } from './federation-runtime';
import { ModuleDeclarationsPlugin } from './module-declarations-plugin';
import { ID_FIRST_CHUNK_FILENAME } from './pointer-named-chunks';
import { PointerPinnedChunksPlugin } from './pointer-pinned-chunks';
import { LentStartupPlugin } from './remote-startup';
import { REPRODUCIBLE_IDS } from './reproducible-ids';
import { SharedRequiresPlugin } from './shared-requires-plugin';
import { sharedModules, type SharedSingleton } from './shared-modules';
import { StableManifestPlugin } from './stable-manifest';

/** The options of the stock `ModuleFederationPlugin` from `@module-federation/enhanced/rspack`. */
export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];


export interface CmsmfPresetOptions {
  /** Exposed modules, one per feature; `./health` is required: `{ './health': './src/health.ts' }`. */
  readonly exposes: Record<string, string>;
  /** The modules the remote declares (written to MODULES_FILE). @default [] */
  readonly modules?: readonly ModuleDeclaration[];
  /** Shared singletons. @default the project's (`sharedModules`), for the flavour `CMS_MF_FLAVOUR` picks */
  readonly shared?: Record<string, SharedSingleton>;
  /** Chunks an exposed module needs on first use, by `webpackChunkName` (SharedRequiresPlugin). @default {} */
  readonly onUse?: Record<string, string[]>;
}

/** Everything a remote build needs for the shell to load it, in the places an rspack config takes it. */
export interface CmsmfPreset {
  /** `new ModuleFederationPlugin(preset.federation)`. */
  readonly federation: FederationOptions;
  /** Spread into `output` (add `path`, and file names if you like). */
  readonly output: NonNullable<Configuration['output']>;
  readonly externals: NonNullable<Configuration['externals']>;
  /** Spread into `optimization`. */
  readonly optimization: NonNullable<Configuration['optimization']>;
  /** Add after the ModuleFederationPlugin: some of them edit the manifest it writes. */
  readonly plugins: RspackPluginInstance[];
}

/**
 * What the shell needs from a remote build, for the stock ModuleFederationPlugin (as the Module
 * Federation docs use it) and for `createRemoteConfig`, which uses it too: one spelling of each
 * setting. docs/extending.md explains each one.
 * @example
 * const preset = cmsmfPreset('stock-remote', { exposes: { './health': './src/health.ts' } });
 * export default { ...rest, output: { ...preset.output, path }, externals: preset.externals,
 *   optimization: preset.optimization, plugins: [new ModuleFederationPlugin(preset.federation), ...preset.plugins] };
 */
export function cmsmfPreset(remote: string, options: CmsmfPresetOptions): CmsmfPreset {
  if (!isRemoteName(remote)) throw new Error(`cmsmfPreset: "${remote}" is not a remote name (lowercase letters, digits and dashes)`);
  if (!(HEALTH_EXPOSE in options.exposes)) throw new Error(`cmsmfPreset(${remote}): exposes has no ${HEALTH_EXPOSE}, which the shell's health check loads`);
  const name = containerName(remote);
  return {
    federation: {
      // The global the shell looks the container up under (containerName).
      name,
      // The file the release tool publishes and the pointer pins.
      filename: 'remoteEntry.js',
      // A global (not `var`): a version that fails can be deleted from window, so an older good one can load in its place.
      library: { type: 'global', name },
      exposes: options.exposes,
      // Explicit versions: preact's subpaths have none, and a missing one breaks the share-scope negotiation.
      shared: options.shared ?? sharedModules(flavourFromEnv()),
      // Use the copy of a singleton already on the page, whichever remote brought it.
      shareStrategy: 'loaded-first',
      // No type bundles: nothing on the page reads them, and they would be published with the version.
      dts: false,
      // The release tool reads each module's files and the shared singletons from it.
      manifest: { fileName: 'mf-manifest.json' },
    },
    output: {
      // Chunks load relative to the remote entry, so an immutable version folder can move to any CDN path.
      publicPath: 'auto',
      // Names that begin with the chunk id: the entry finds each chunk's file in the pointer's lists, not in a map of its own.
      chunkFilename: ID_FIRST_CHUNK_FILENAME,
      // Keeps the chunk-loading global apart from other remotes' on the same page.
      uniqueName: name,
      // A short chunk-loading global: every chunk file spells it, and the remote's name keeps it apart from the others'.
      chunkLoadingGlobal: `_${remote}`,
      // Chunk loads carry crossorigin, which integrity checks need (fail closed, DESIGN.md §5).
      crossOriginLoading: 'anonymous',
      // Chunk URLs reach `script.src` through a Trusted Types policy, so remotes load on pages that
      // require Trusted Types (the strict CSP); where the site's policy list omits it, loading goes on.
      trustedTypes: { policyName: name, onPolicyCreationFailure: 'continue' },
    },
    // The federation runtime comes from the shell, once per page, instead of ~16 KB gz in every entry.
    externals: [federationRuntimeExternal],
    // The same sources give the same bytes in any folder (reproducible-ids.ts).
    optimization: { ...REPRODUCIBLE_IDS },
    plugins: [
      // The startup code imports the runtime by package name, not by this checkout's path.
      new PortableRuntimeRequestPlugin(),
      // The start-up module is one call of the start-up the shell lends, not the plugin's ~1.3 KB gz of wiring.
      new LentStartupPlugin(),
      // The entry's folder from the script element the shell runs it from, not the bundler's general detection.
      new EntryPublicPathPlugin(),
      // Each module's shared libraries in the manifest, so a page fetches preact only when a module needs it.
      new SharedRequiresPlugin(options.onUse),
      // The manifests' lists in one order, so they too depend on the sources only.
      new StableManifestPlugin(),
      // The declarations the shell mounts from (MODULES_FILE), checked as every reader checks them.
      new ModuleDeclarationsPlugin(remote, Object.keys(options.exposes), options.modules),
      // The pointer pins the entry's hash; the entry pins every chunk with the hash the pointer lists.
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], htmlPlugin: false, enabled: true }),
      new PointerPinnedChunksPlugin(),
    ],
  };
}
