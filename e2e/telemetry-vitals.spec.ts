import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import type { TelemetryReport, VitalEvent } from '@cms-mf/shared-contracts/release/telemetry-report';
import { expect, mounted, test } from './fixtures';
import { startSampledSite } from './support/ops';
import { freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { interactionReported } from './support/vitals';
import { REPO_ROOT, type SiteProcess } from '@cms-mf/test-support';

/**
 * The Web Vitals of sampled page views, by remote@version. The site samples every page
 * view (TELEMETRY_SAMPLE_RATE=1); a visitor opens the gallery's lightbox and leaves. The page
 * view's beacon carries INP (traced to the lightbox), CLS and LCP with the gallery's version,
 * SQLite stores them, and `release status` prints p75 INP and CLS. web-vitals comes in a file of
 * its own that only sampled page views download.
 */
let site: SiteProcess;
let releasesDir: string;
let dbFile: string;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases(['gallery']);
  ({ site, dbFile } = await startSampledSite(releasesDir));
});

test.afterAll(async () => {
  await site?.stop();
});

/** One page view: the lightbox opened from the first picture, then the page left for `next` (which sends the vitals). */
async function lightboxPageView(page: Page, next = 'about:blank'): Promise<void> {
  await page.goto(`${site.url}/demo/gallery.html`);
  const item = page.locator('#gallery-a .eacf7-gallery-item').first();
  // Focus loads the module at once; the click is then the page view's interaction.
  await item.focus();
  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  await item.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await interactionReported(page);
  // Left with the lightbox open: its Escape would be an interaction with the dialog, which is
  // rendered outside the gallery's element, and INP names the page view's slowest interaction.
  await page.goto(next);
}

/**
 * Keeps a copy of each telemetry beacon the page sends in session storage, which outlives the page
 * view: the last beacons go as the page is left, when the browser no longer tells the test of its requests.
 */
async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/cmsmf/telemetry')) sessionStorage.setItem('beacons', JSON.stringify([...(JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as string[]), String(data)]));
      return send(url, data);
    };
  });
}

const vitalRows = () => {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    return db.prepare('SELECT page_view AS view, remote, version, metric, value, module FROM telemetry_vitals ORDER BY id').all() as Array<{ view: string; remote: string; version: string; metric: string; value: number; module: string | null }>;
  } finally {
    db.close();
  }
};

test('a sampled page view’s beacon carries INP, CLS and LCP with their remote@version; release status prints p75 INP and CLS', async ({ page }) => {
  const version = readPointer(releasesDir).remotes.gallery!.active;
  await recordBeacons(page);
  // Left for a page of the same site (no modules, so no telemetry of its own), which can read the beacons kept.
  await lightboxPageView(page, `${site.url}/demo/plain.html`);
  const reports = (JSON.parse((await page.evaluate(() => sessionStorage.getItem('beacons'))) ?? '[]') as string[]).map((body) => JSON.parse(body) as TelemetryReport);
  const vitals = reports.flatMap((report) => report.events.filter((event): event is VitalEvent => event.kind === 'vital'));
  expect(vitals.map((v) => v.metric).sort()).toEqual(['cls', 'inp', 'lcp']);
  const byMetric = Object.fromEntries(vitals.map((v) => [v.metric, v]));
  expect(byMetric.inp).toMatchObject({ remote: 'gallery', version, module: './lightbox' });
  expect(byMetric.inp!.value).toBeGreaterThan(0);
  expect(byMetric.cls).toMatchObject({ remote: 'gallery', version });
  expect(byMetric.cls!.value).toBeGreaterThanOrEqual(0);
  expect(byMetric.lcp).toMatchObject({ remote: 'gallery', version });
  expect(byMetric.lcp!.value).toBeGreaterThan(0);
  // The page view's vitals go with its id, in the same reports as its load: nothing personal.
  expect(new Set(reports.map((r) => r.view)).size).toBe(1);

  await expect.poll(() => vitalRows().map((r) => r.metric).sort(), { timeout: 15_000 }).toEqual(['cls', 'inp', 'lcp']);
  expect(vitalRows().find((r) => r.metric === 'inp')).toMatchObject({ remote: 'gallery', version, module: './lightbox', value: Math.round(byMetric.inp!.value) });

  const lines = releaseTool(releasesDir, 'status', '--db', dbFile).trim().split('\n');
  expect(lines[0]).toMatch(/^remote\s+version\s+role\s+page views\s+failure rate\s+p75 load ms\s+p75 INP ms\s+p75 CLS$/);
  const inp = String(Math.round(byMetric.inp!.value));
  const cls = (Math.round(byMetric.cls!.value * 10_000) / 10_000).toFixed(3);
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^gallery\\s+${version}\\s+active\\s+1\\s+0\\.0 %\\s+\\d+\\s+${inp}\\s+${cls}$`)));
});

test('web-vitals downloads on sampled page views only: what they pay, and not a byte more unsampled', async ({ page }, testInfo) => {
  const shellFiles = (requests: string[]) => requests.map((url) => /\/mf\/shell\/([\w-]+)\.[0-9a-f]{8}\.js$/.exec(url)?.[1]).filter(Boolean);
  const sampled: string[] = [];
  page.on('request', (request) => sampled.push(request.url()));
  await lightboxPageView(page);
  expect(shellFiles(sampled)).toEqual(expect.arrayContaining(['operations', 'web-vitals']));

  // The same page, with this page view outside the sample: the page's own setting wins (shell-settings.ts).
  const context = await page.context().browser()!.newContext();
  const unsampledPage = await context.newPage();
  await unsampledPage.addInitScript(() => {
    (window as unknown as { cmsmf: unknown }).cmsmf = { telemetry: { endpoint: '/cmsmf/telemetry', sampleRate: 0 } };
  });
  const unsampled: string[] = [];
  unsampledPage.on('request', (request) => unsampled.push(request.url()));
  await lightboxPageView(unsampledPage);
  await context.close();
  expect(shellFiles(unsampled)).not.toContain('operations');
  expect(shellFiles(unsampled)).not.toContain('web-vitals');
  expect(unsampled.filter((url) => url.endsWith('/cmsmf/telemetry'))).toEqual([]);

  // What a sampled page view pays for telemetry, gzipped: the operations file and web-vitals.
  const dist = path.join(REPO_ROOT, 'shell/dist');
  const gz = (name: string) => gzipSync(readFileSync(path.join(dist, readdirSync(dist).find((file) => file.startsWith(`${name}.`) && file.endsWith('.js'))!)), { level: 9 }).length;
  const paid = { operations: gz('operations'), webVitals: gz('web-vitals') };
  testInfo.annotations.push({ type: 'sampled page view pays (B gz)', description: JSON.stringify(paid) });
  // docs/operations.md states these; a larger web-vitals or sender shows here first.
  expect(paid.webVitals).toBeLessThanOrEqual(5_500);
  expect(paid.operations).toBeLessThanOrEqual(4_200);
});
