import type * as LoaderFile from './loader-entry';
import type * as OperationsFile from './operations';
import type * as RuntimeFile from './start';

/*
 * The shell's files besides `shell.js`, each an ES module of its own (shell/rspack.config.ts):
 * the build writes their content-hashed names where these placeholders stand, so every file
 * imports the next natively, and only the remote-loader file carries a bundler runtime (for the
 * ajax client it loads in turn).
 */
const RUNTIME_FILE = '__cmsmf_file(shell-runtime)';
const LOADER_FILE = '__cmsmf_file(remote-loader)';
const OPERATIONS_FILE = '__cmsmf_file(operations)';

/**
 * After a failed download the file is asked for under a new URL, as `freshChunkUrls` does for
 * bundled chunks (fresh-chunk-urls.ts says why); the site ignores the query.
 */
const attempt = (file: string, retry: number) => (retry > 0 ? `${file}?retry=${retry}` : file);

/** The runtime: everything after "this page has modules" (start.ts). */
export const importRuntime = (): Promise<typeof RuntimeFile> => import(/* webpackIgnore: true */ RUNTIME_FILE);
/** What a module needs once it is about to load: the remote loader and mounting (loader-entry.ts). */
export const importLoader = (retry = 0): Promise<typeof LoaderFile> => import(/* webpackIgnore: true */ attempt(LOADER_FILE, retry));
/** The operating tools a site may enable: overrides and telemetry (operations.ts). */
export const importOperations = (): Promise<typeof OperationsFile> => import(/* webpackIgnore: true */ OPERATIONS_FILE);
