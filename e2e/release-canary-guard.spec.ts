import Database from 'better-sqlite3';
import type { Browser } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { galleryVariant, slowGalleryVariant, startSampledSite } from './support/ops';
import { freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { interactionReported } from './support/vitals';
import type { SiteProcess } from '@cms-mf/test-support';

/**
 * A canary that halts itself. The gallery runs a canary for half of the visitors, with
 * guard rails judged from MIN page views each (the default is 20: a test has no thousand visitors).
 * Visitors open the lightbox; every page view is sampled. A healthy canary is left running by
 * `release watch`; a deliberately slow one (its click handler holds the main thread 400 ms) is
 * halted, with the reason in the release record's history beside its version.
 */
const MIN = 4;
const MARGIN_MS = 300;
const BUCKET_KEY = 'cmsmf-bucket';
let site: SiteProcess;
let releasesDir: string;
let dbFile: string;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases(['gallery']);
  // One visitor here makes more page views a minute than the telemetry rate limit lets one address report.
  ({ site, dbFile } = await startSampledSite(releasesDir, { RATE_LIMIT_TELEMETRY: '1000/60' }));
});

test.afterAll(async () => {
  await site?.stop();
});

/** Page views with an INP stored, per gallery version. */
function inpViews(): Map<string, number> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    const rows = db.prepare("SELECT version, COUNT(DISTINCT page_view) AS views FROM telemetry_vitals WHERE remote = 'gallery' AND metric = 'inp' GROUP BY version").all() as Array<{ version: string; views: number }>;
    return new Map(rows.map((r) => [r.version, r.views]));
  } finally {
    db.close();
  }
}

/**
 * `count` page views of a visitor in `bucket` (below 0.5: the canary's half): the lightbox opened,
 * then the page left, which sends its Web Vitals.
 */
async function pageViews(browser: Browser, bucket: number, count: number): Promise<void> {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [BUCKET_KEY, String(bucket)] as const);
  const page = await context.newPage();
  for (let view = 0; view < count; view++) {
    await page.goto(`${site.url}/demo/gallery.html`);
    const item = page.locator('#gallery-a .eacf7-gallery-item').first();
    await item.focus();
    await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
    await item.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await interactionReported(page);
    // Left with the lightbox open: its Escape would be an interaction with the dialog, which is
    // rendered outside the gallery's element, and INP names the page view's slowest interaction.
    await page.goto('about:blank');
  }
  await context.close();
}

/** Feeds MIN page views to each of stable and canary, and waits until the site stored their INP. */
async function feed(browser: Browser, stable: string, canary: string): Promise<void> {
  const before = inpViews();
  await pageViews(browser, 0.9, MIN);
  await pageViews(browser, 0.1, MIN);
  await expect.poll(() => [stable, canary].map((v) => (inpViews().get(v) ?? 0) - (before.get(v) ?? 0)), { timeout: 20_000 }).toEqual([MIN, MIN]);
}

test('release watch leaves a healthy canary running and halts a slow one, with why in the history', async ({ browser }) => {
  test.setTimeout(300_000);
  const stable = readPointer(releasesDir).remotes.gallery!.active;

  const rails = ['--max-inp-regression', String(MARGIN_MS), '--min-page-views', String(MIN)];
  releaseTool(releasesDir, 'canary', 'gallery', '--from', galleryVariant('healthy'), '--percent', '50', ...rails);
  const healthy = (readPointer(releasesDir).remotes.gallery as unknown as { canary: { version: string } }).canary.version;
  await feed(browser, stable, healthy);
  expect(releaseTool(releasesDir, 'watch', 'gallery', '--db', dbFile).trim()).toBe(`gallery: canary ${healthy} for 50 % runs on: within its guard rails`);
  expect((readPointer(releasesDir).remotes.gallery as unknown as { canary?: { version: string } }).canary?.version).toBe(healthy);
  releaseTool(releasesDir, 'halt', 'gallery');

  const started = releaseTool(releasesDir, 'canary', 'gallery', '--from', slowGalleryVariant('slow', 1000), '--percent', '50', ...rails);
  expect(started).toContain(`guard rails: failure rate at most +2 points, p75 INP at most +${MARGIN_MS} ms, from ${MIN} page views each (release watch gallery)`);
  const slow = (readPointer(releasesDir).remotes.gallery as unknown as { canary: { version: string } }).canary.version;
  await feed(browser, stable, slow);
  const watched = releaseTool(releasesDir, 'watch', 'gallery', '--db', dbFile).trim();
  expect(watched).toMatch(new RegExp(`^gallery: canary ${slow} HALTED \\(guard rail: p75 INP (\\d+) ms vs stable (\\d+) ms \\(\\+\\d+ ms, margin ${MARGIN_MS} ms\\) over ${MIN} and ${MIN} page views\\); everyone runs ${stable} from the next page view$`));
  const [, canaryInp, stableInp] = /p75 INP (\d+) ms vs stable (\d+) ms/.exec(watched)!.map(Number);
  expect(canaryInp! - stableInp!).toBeGreaterThan(MARGIN_MS);

  const release = readPointer(releasesDir).remotes.gallery as unknown as { canary?: unknown; history: Array<{ version: string; halts?: Array<{ at: string; reason: string }> }> };
  expect(release.canary).toBeUndefined();
  expect(release.history.find((v) => v.version === slow)!.halts).toEqual([{ at: expect.any(String), reason: expect.stringMatching(/^guard rail: p75 INP \d+ ms vs stable/) }]);
  expect(release.history.find((v) => v.version === healthy)!.halts).toEqual([{ at: expect.any(String), reason: 'halted by hand (release halt)' }]);
  expect(releaseTool(releasesDir, 'list')).toContain(`    canary halted ${release.history.find((v) => v.version === slow)!.halts![0]!.at}: guard rail: p75 INP`);
});
