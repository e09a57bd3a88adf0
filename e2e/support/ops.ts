import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { REPO_ROOT, startSiteProcess, type SiteProcess } from '@cms-mf/test-support';

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

/** A site of a test's own that samples every page view into a database of its own. */
export interface SampledSite {
  readonly site: SiteProcess;
  /** The site's SQLite file, for `release status --db` and for reading what was stored. */
  readonly dbFile: string;
}

/** Starts a site serving `releasesDir` that samples every page view (TELEMETRY_SAMPLE_RATE=1), with `env` besides. */
export async function startSampledSite(releasesDir: string, env: Record<string, string> = {}): Promise<SampledSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cmsmf-sampled-'));
  const site = await startSiteProcess({ RELEASES_DIR: releasesDir, DATA_DIR: dataDir, TELEMETRY_SAMPLE_RATE: '1', ...env });
  return { site, dbFile: path.join(dataDir, 'site.sqlite') };
}
