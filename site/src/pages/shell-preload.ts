import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseShellManifest, SHELL_MANIFEST } from '@cms-mf/shell/manifest';

/** Where app.ts serves the shell's folder and the release pointer. */
const SHELL_URL = '/mf/shell/';
const POINTER_URL = '/mf/remotes.json';

let cached: { readonly file: string; readonly mtimeMs: number; readonly html: string } | undefined;

/**
 * `<!-- cms:shell-preload -->`: on a page that holds modules, the hints that let the browser
 * fetch the shell's runtime chunk and the release pointer beside `shell.js` rather than after it
 * (one round trip less before a module can load). The pointer is the file as
 * published, fetched fresh as the shell fetches it, which then takes the preloaded answer.
 * Nothing when the shell folder has no manifest (another build, such as the benchmark's
 * monolith, is served). Read again whenever a build rewrites the manifest.
 */
export function shellPreloadHints(shellDir: string): string {
  const file = path.join(shellDir, SHELL_MANIFEST);
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return '';
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.html;
  let manifest;
  try {
    manifest = parseShellManifest(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    manifest = undefined;
  }
  const html = manifest
    ? `<link rel="modulepreload" href="${SHELL_URL}${manifest.runtime}">\n<link rel="preload" as="fetch" href="${POINTER_URL}" crossorigin>`
    : '';
  cached = { file, mtimeMs, html };
  return html;
}
