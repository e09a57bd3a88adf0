import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { REPO_ROOT } from '@cms-mf/test-support';

/**
 * Another build of the gallery without rebuilding: the current one with a comment
 * appended to its entry, so its content hash (its version) differs while every
 * chunk still matches the hash the entry pins.
 */
export function galleryVariant(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `gallery-${label}-`));
  cpSync(path.join(REPO_ROOT, 'remotes/gallery/dist'), dir, { recursive: true });
  appendFileSync(path.join(dir, 'remoteEntry.js'), `\n/* ${label} */\n`);
  return dir;
}

/** The gallery versions whose entry a context requested, in order. */
export function galleryEntriesOf(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    const match = /\/mf\/remotes\/gallery\/([^/]+)\/remoteEntry\.js/.exec(request.url());
    if (match) seen.push(match[1]!);
  });
  return seen;
}
