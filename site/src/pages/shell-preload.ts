import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseShellManifest, SHELL_MANIFEST, type ShellManifest } from '@cms-mf/shell/manifest';

/** Where app.ts serves the shell's folder and the release pointer. */
const SHELL_URL = '/mf/shell/';
const POINTER_URL = '/mf/remotes.json';

let cached: { readonly file: string; readonly mtimeMs: number; readonly manifest: ShellManifest | undefined } | undefined;

/**
 * The served shell's manifest, read again whenever a build rewrites it; undefined when the shell
 * folder has none (another build, such as the benchmark's monolith, is served) or it is unreadable.
 */
function liveManifest(shellDir: string): ShellManifest | undefined {
  const file = path.join(shellDir, SHELL_MANIFEST);
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return undefined;
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.manifest;
  let manifest;
  try {
    manifest = parseShellManifest(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    manifest = undefined;
  }
  cached = { file, mtimeMs, manifest };
  return manifest;
}

/**
 * `<!-- cms:shell-preload -->`: on a page that holds modules, the hints that let the browser
 * fetch the shell's runtime chunk and the release pointer beside `shell.js` rather than after it
 * (one round trip less before a module can load). The pointer is the file as
 * published, fetched fresh as the shell fetches it, which then takes the preloaded answer.
 * Nothing when the served shell is not ours (no manifest).
 */
export function shellPreloadHints(shellDir: string): string {
  const manifest = liveManifest(shellDir);
  return manifest
    ? `<link rel="modulepreload" href="${SHELL_URL}${manifest.runtime}">\n<link rel="preload" as="fetch" href="${POINTER_URL}" crossorigin>`
    : '';
}

/**
 * The shell's remote-loader chunk, which the runtime imports only once a module is about to load:
 * without this hint a tap made as soon as the page shows waits one more round trip for it after
 * every other file has arrived. At low priority, as the module hints it goes with (module-hints.ts).
 * Nothing for a shell whose manifest does not name it.
 */
export function loaderPreloadHint(shellDir: string): string {
  const loader = liveManifest(shellDir)?.loader;
  return loader ? `<link rel="modulepreload" fetchpriority="low" href="${SHELL_URL}${loader}">` : '';
}
