import { SHARING_GLOBALS } from './sharing-globals';
import { createBundlerRuntime, type SharingRuntimeOptions } from './sharing/bundler-runtime';

/**
 * Lends the page's sharing runtime to the remote entries (see sharing-globals.ts).
 * Each remote entry takes a fresh one; they all meet in the share scope the shell
 * hands them when it initialises their containers.
 */
export function provideSharingRuntime(options: SharingRuntimeOptions): void {
  (globalThis as Record<string, unknown>)[SHARING_GLOBALS.createBundlerRuntime] = () => createBundlerRuntime(options);
}
