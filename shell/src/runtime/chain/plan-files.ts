import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';

/** One file to request ahead of its use, with the integrity its script tag will carry. */
export interface FileHint {
  readonly href: string;
  readonly integrity: string;
}

/**
 * The chain planner: every file one module of a version needs, resolved
 * against the pointer's URL: the remote entry, then the module's chunks and the
 * remote's shared chunks as publishing recorded them. Requested together, they
 * flatten the chain to shell → pointer and runtime → everything else; without
 * the pointer's `files` (an older pointer) only the entry is known in advance.
 * Shared chunks only `withShared`: the page runs the first copy of a shared
 * library that arrives, so a second remote's copy would be downloaded for nothing.
 */
export function planFiles(version: PublishedVersion, expose: string, pointerUrl: string, withShared: boolean): FileHint[] {
  const resolve = (path: string, integrity: string): FileHint => ({ href: new URL(path, pointerUrl).href, integrity });
  const files = (version.files?.[expose] ?? []).filter((file) => withShared || !file.shared);
  return [resolve(version.entry, version.integrity), ...files.map((file) => resolve(file.path, file.integrity))];
}
