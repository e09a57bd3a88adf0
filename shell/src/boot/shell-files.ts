import type * as LoaderFile from '../loader/loader-entry';
import type * as OperationsFile from '../operations/operations';

/*
 * The shell's files besides `shell.js`, each an ES module of its own (shell/rspack.config.ts):
 * the build writes their content-hashed names where these placeholders stand, so every file
 * imports the next natively, and only the remote-loader file carries a bundler runtime (for the
 * ajax client it loads in turn).
 */
/**
 * The runtime: everything after "this page has modules" (start.ts). `shell.js` imports it once,
 * plainly: a page whose runtime fails to download reports it and keeps its server markup.
 */
export const RUNTIME_FILE = '__cmsmf_file(shell-runtime)';
const LOADER_FILE = '__cmsmf_file(remote-loader)';
const OPERATIONS_FILE = '__cmsmf_file(operations)';

/**
 * One of the shell's files, downloaded once and shared by every caller. A failed download is
 * forgotten, and the next call asks under a new URL (`?retry=N`, which the site ignores), as
 * `freshChunkUrls` does for bundled chunks: fresh-chunk-urls.ts says why.
 */
export function fileImporter<T>(file: string, importFile: (url: string) => Promise<T> = (url) => import(/* webpackIgnore: true */ url)): () => Promise<T> {
  let pending: Promise<T> | undefined;
  let failures = 0;
  return () =>
    (pending ??= importFile(failures > 0 ? `${file}?retry=${failures}` : file).catch((error: unknown) => {
      pending = undefined;
      failures += 1;
      throw error;
    }));
}

/** What a module needs once it is about to load: the remote loader and mounting (loader-entry.ts). */
export const importLoader = /* @__PURE__ */ fileImporter<typeof LoaderFile>(LOADER_FILE);
/** The operating tools a site may enable: overrides and telemetry (operations.ts). */
export const importOperations = /* @__PURE__ */ fileImporter<typeof OperationsFile>(OPERATIONS_FILE);
