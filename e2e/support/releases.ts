import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASE_POINTER_FILE, RELEASE_RECORD_FILE } from '@cms-mf/shared-contracts/release/release-files';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { REPO_ROOT } from '@cms-mf/test-support';

/** The pointer as JSON the tests may rewrite (the shell must cope with whatever is there). */
export interface PointerJson {
  schemaVersion: number;
  remotes: Record<string, { active: string; history: PublishedVersion[] }>;
}

/** Runs the release tool's CLI against a releases folder, as ops would. */
export function releaseTool(releasesDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'release/src/cli.ts', ...args, '--releases', releasesDir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
}

/** A fresh releases folder holding the project's current builds of the named remotes. */
export function freshReleases(remotes: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cmsmf-releases-'));
  for (const remote of remotes) releaseTool(dir, 'publish', remote);
  return dir;
}

/** The release record (every version published; the release tool's `releases.json`), or the pointer of a folder without one. */
export function readPointer(releasesDir: string): PointerJson {
  const record = path.join(releasesDir, RELEASE_RECORD_FILE);
  return JSON.parse(readFileSync(existsSync(record) ? record : path.join(releasesDir, RELEASE_POINTER_FILE), 'utf8'));
}

/** Writes the pointer pages read (remotes.json), as a broken deploy or a hand edit would leave it. */
export function writePointer(releasesDir: string, pointer: unknown): void {
  writeFileSync(path.join(releasesDir, RELEASE_POINTER_FILE), JSON.stringify(pointer, null, 2));
}

/** sha256 of every file under `dir`, keyed by relative path: proves a folder was not touched. */
export function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return result;
}

export function copyDir(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}

/**
 * The upper bound for a set-up that spawns processes (the release tool, a build, a site): not a wait,
 * so a loaded machine only makes the set-up slower, never red.
 */
export const PROCESS_SETUP_TIMEOUT_MS = 600_000;
