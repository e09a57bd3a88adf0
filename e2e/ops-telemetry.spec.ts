import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { startSampledSite } from './support/ops';
import { freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';

/**
 * Field telemetry. The site samples every page view (TELEMETRY_SAMPLE_RATE=1);
 * the forms remote's entry is broken (it fails its integrity check). After a few page
 * views SQLite holds load phases for the gallery and failures for forms, and
 * `release status` shows page views, failure rate and p75 load time per version.
 */
let site: SiteProcess;
let releasesDir: string;
let dbFile: string;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases(['gallery', 'forms']);
  const forms = readPointer(releasesDir).remotes.forms!.history[0]!;
  writeFileSync(path.join(releasesDir, forms.entry), 'throw new Error("tampered after publishing")');
  ({ site, dbFile } = await startSampledSite(releasesDir));
});

test.afterAll(async () => {
  await site?.stop();
});

function rows(): Array<{ remote: string; version: string; kind: string; reason: string | null; total_ms: number | null; entry_ms: number | null; mount_ms: number | null }> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    return db.prepare('SELECT remote, version, kind, reason, total_ms, entry_ms, mount_ms FROM telemetry_reports ORDER BY id').all() as never;
  } finally {
    db.close();
  }
}

test('page views send load phases and failures by beacon; SQLite stores them; release status sums them up', async ({ page }) => {
  const { gallery, forms } = readPointer(releasesDir).remotes;
  const beacons: string[] = [];
  page.on('request', (request) => request.url().endsWith('/cmsmf/telemetry') && beacons.push(request.postData() ?? ''));
  for (let view = 0; view < 3; view++) {
    await page.goto(`${site.url}/demo/gallery.html`);
    await page.locator('#gallery-a .eacf7-gallery-item').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  // An error thrown inside the gallery's own code (its container refusing an unknown module) is
  // reported with the gallery's remote and version.
  await page.evaluate(() => {
    void (window as unknown as { cmsmf_gallery: { get(name: string): Promise<unknown> } }).cmsmf_gallery.get('./no-such-module');
  });
  await expect.poll(() => rows().filter((r) => r.kind === 'error').length, { timeout: 15_000 }).toBe(1);
  await page.goto(`${site.url}/demo/contact.html`);
  await page.locator('form.wpcf7-form input:visible').first().focus();
  await expect.poll(() => rows().filter((r) => r.remote === 'forms').length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.goto('about:blank');

  await expect.poll(() => rows().filter((r) => r.remote === 'gallery' && r.kind === 'load').length, { timeout: 15_000 }).toBe(3);
  const stored = rows();
  for (const load of stored.filter((r) => r.kind === 'load')) {
    expect(load).toMatchObject({ remote: 'gallery', version: gallery!.active, reason: null });
    expect(load.total_ms).toBeGreaterThan(0);
    expect(load.entry_ms).toBeGreaterThan(0);
  }
  expect(stored.filter((r) => r.kind === 'error')).toEqual([expect.objectContaining({ remote: 'gallery', version: gallery!.active, reason: 'runtime-error' })]);
  expect(stored.filter((r) => r.remote === 'forms')).toContainEqual(expect.objectContaining({ version: forms!.active, kind: 'failure', reason: 'network' }));
  // Beacons carry no personal data: a random page-view id, remotes, versions, durations, kinds.
  for (const body of beacons) expect(Object.keys(JSON.parse(body)).sort()).toEqual(['events', 'v', 'view']);

  const status = releaseTool(releasesDir, 'status', '--db', dbFile);
  const lines = status.trim().split('\n');
  expect(lines[0]).toMatch(/^remote\s+version\s+role\s+page views\s+failure rate\s+p75 load ms\s+p75 INP ms\s+p75 CLS$/);
  // Forms never mounted: no load time, and no Web Vital to trace to it.
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^forms\\s+${forms!.active}\\s+active\\s+1\\s+100\\.0 %\\s+—\\s+—\\s+—$`)));
  // One of the three gallery page views had an error in the gallery's code: 33.3 %.
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^gallery\\s+${gallery!.active}\\s+active\\s+3\\s+33\\.3 %\\s+\\d+\\s+(\\d+|—)\\s+(\\d\\.\\d{3}|—)$`)));
});

test('the telemetry chunk is not downloaded where the site has not configured telemetry', async ({ page }) => {
  const plain = await startSiteProcess({ RELEASES_DIR: releasesDir });
  try {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${plain.url}/demo/gallery.html`);
    await page.locator('#gallery-a .eacf7-gallery-item').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.filter((url) => /\/operations\.|\/cmsmf\/telemetry/.test(url))).toEqual([]);
    expect(releaseTool(releasesDir, 'status', '--db', dbFile)).toContain('gallery');
  } finally {
    await plain.stop();
  }
});
