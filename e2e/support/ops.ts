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

/**
 * A deliberately slow build of the gallery, for the canary guard rails: `galleryVariant` whose entry
 * also holds up the main thread for `ms` on every click in a gallery, as a regression in a
 * module's click handler would. Its chunks are the real ones, so it loads and works, slowly.
 */
export function slowGalleryVariant(label: string, ms: number): string {
  const dir = galleryVariant(label);
  appendFileSync(
    path.join(dir, 'remoteEntry.js'),
    `document.addEventListener('click', function (event) {
  if (!(event.target instanceof Element) || !event.target.closest('.eacf7-gallery')) return;
  for (var end = performance.now() + ${Number(ms)}; performance.now() < end; );
}, true);\n`,
  );
  return dir;
}
