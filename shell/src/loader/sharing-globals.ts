/**
 * Globals through which the shell lends its sharing runtime to the remote entries,
 * so a page downloads it once rather than once per remote. The shell sets them
 * before it loads any entry (provide-sharing-runtime.ts); the remote build reads
 * them instead of bundling the federation runtime (rspack.config.base.ts).
 * Plain constants: the build config imports this file.
 */
export const SHARING_GLOBALS = {
  /**
   * A function returning a fresh bundler runtime (sharing/bundler-runtime.ts), in place of
   * `@module-federation/webpack-bundler-runtime`'s default export: each remote entry fills
   * in its own share scopes and options in that object.
   */
  createBundlerRuntime: '_CMSMF_CREATE_BUNDLER_RUNTIME',
  /**
   * A function from a chunk's absolute URL to its integrity hash, from the release pointer: the
   * remote entries pin their chunks with it instead of carrying every hash (build/pointer-pinned-chunks.ts).
   */
  chunkIntegrity: '_CMSMF_CHUNK_INTEGRITY',
  /**
   * A function from a remote's folder URL and a chunk id to that chunk's file name, from the file
   * lists of the release pointer: the remote entries carry no map of their chunks' names
   * (build/pointer-named-chunks.ts).
   */
  chunkFile: '_CMSMF_CHUNK_FILE',
} as const;
