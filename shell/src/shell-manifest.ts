/**
 * What a shell build tells the CMS that prints it (for a flat request chain): the names of
 * the chunks a page with modules loads after `shell.js`, content-hashed, so the page can ask
 * for them with `<link rel="modulepreload">` beside the shell instead of round trips after it.
 * Written by shell/rspack.config.ts beside `shell.js`.
 */
export const SHELL_MANIFEST = 'shell-manifest.json';

export interface ShellManifest {
  /** File name of the runtime chunk, in the shell's folder: every page with modules loads it first. */
  readonly runtime: string;
  /**
   * File name of the remote-loader chunk, in the shell's folder: the runtime imports it for the first
   * module that loads, one round trip after the runtime itself unless the page hints it. Absent from
   * the manifest of a shell built before it was recorded.
   */
  readonly loader?: string;
}

/** A chunk file name as the build writes it: nothing that could leave the folder or an attribute. */
const CHUNK_FILE = /^[A-Za-z0-9_-]+\.[0-9a-f]{6,}\.js$/;

/** Reads a manifest's JSON; undefined when it is not one this build would write. */
export function parseShellManifest(value: unknown): ShellManifest | undefined {
  const { runtime, loader } = (value ?? {}) as Partial<Record<keyof ShellManifest, unknown>>;
  if (typeof runtime !== 'string' || !CHUNK_FILE.test(runtime)) return undefined;
  if (loader === undefined) return { runtime };
  return typeof loader === 'string' && CHUNK_FILE.test(loader) ? { runtime, loader } : undefined;
}
