/**
 * What a shell build tells the CMS that prints it (for a flat request chain): the name of
 * the runtime chunk, content-hashed, so a page that holds modules can ask for it with
 * `<link rel="modulepreload">` beside the shell instead of one round trip after it.
 * Written by shell/rspack.config.ts beside `shell.js`.
 */
export const SHELL_MANIFEST = 'shell-manifest.json';

export interface ShellManifest {
  /** File name of the runtime chunk, in the shell's folder. */
  readonly runtime: string;
}

/** A chunk file name as the build writes it: nothing that could leave the folder or an attribute. */
const CHUNK_FILE = /^[A-Za-z0-9_-]+\.[0-9a-f]{6,}\.js$/;

/** Reads a manifest's JSON; undefined when it is not one this build would write. */
export function parseShellManifest(value: unknown): ShellManifest | undefined {
  const runtime = (value as Partial<ShellManifest> | null)?.runtime;
  return typeof runtime === 'string' && CHUNK_FILE.test(runtime) ? { runtime } : undefined;
}
