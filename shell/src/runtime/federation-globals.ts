/**
 * Globals through which the shell lends its federation runtime to the remote
 * entries, so a page downloads the runtime once rather than once per remote.
 * The shell sets them before it loads any entry (provide-federation-runtime.ts);
 * the remote build reads them instead of bundling the packages (rspack.config.base.ts).
 * Plain constants: the build config imports this file.
 */
export const FEDERATION_GLOBALS = {
  /**
   * `@module-federation/runtime-core`. The name is fixed by the federation plugin's
   * `externalRuntime`; remote versions built before the bundler runtime was lent too
   * still read it, so keep it while such versions can be rolled back to.
   */
  runtimeCore: '_FEDERATION_RUNTIME_CORE',
  /**
   * A function returning a fresh `@module-federation/webpack-bundler-runtime` default export:
   * each remote entry fills in its own share scope and options in that object.
   */
  createBundlerRuntime: '_CMSMF_CREATE_BUNDLER_RUNTIME',
} as const;
