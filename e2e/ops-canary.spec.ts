import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { galleryEntriesOf, galleryVariant } from './support/ops';
import { freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';

/**
 * A canary of the gallery for 10 % of visitors. Each fresh visitor is
 * bucketed once (a random number in local storage) and sees the same version on
 * every page view; a halted canary is gone on the next page view; a canary that
 * fails to load runs the stable version.
 */
let site: SiteProcess;
let releasesDir: string;
let stable: string;
let canary: string;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases(['gallery']);
  releaseTool(releasesDir, 'canary', 'gallery', '--from', galleryVariant('canary'), '--percent', '10');
  const release = readPointer(releasesDir).remotes.gallery as unknown as { active: string; canary: { version: string; percent: number } };
  stable = release.active;
  canary = release.canary.version;
  expect(release.canary.percent).toBe(10);
  site = await startSiteProcess({ RELEASES_DIR: releasesDir });
});

test.afterAll(async () => {
  await site?.stop();
});

/** Opens the gallery page and waits for the lightbox module; returns the gallery versions requested. */
async function visit(page: Page, seen: string[]): Promise<string[]> {
  const before = seen.length;
  await page.goto(`${site.url}/demo/gallery.html`);
  // Focus is an interaction: the module loads at once instead of when the (busy) machine is idle.
  await page.locator('#gallery-a .eacf7-gallery-item').first().focus();
  await expect(page.locator('#gallery-a')).toHaveAttribute('data-cmsmf-mounted', /gallery\/lightbox/, { timeout: 20_000 });
  return seen.slice(before);
}

/**
 * The gallery version each of `count` brand-new visitors is given. A new visitor
 * is a browser with no stored bucket: one page whose storage is cleared before
 * each visit (fresh contexts cost seconds each on a loaded machine; the HTTP
 * cache they would lack plays no part in bucketing).
 */
async function versionsOfFreshVisitors(browser: Browser, count: number): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const versions: string[] = [];
  try {
    for (let visitor = 0; visitor < count; visitor++) {
      await page.goto(`${site.url}/demo/plain.html`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${site.url}/demo/gallery.html`);
      await page.locator('#gallery-a .eacf7-gallery-item').first().focus();
      await expect(page.locator('#gallery-a')).toHaveAttribute('data-cmsmf-mounted', /gallery\/lightbox/, { timeout: 20_000 });
      const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => /\/gallery\/[^/]+\/remoteEntry\.js/.test(name)));
      expect(entries).toHaveLength(1);
      versions.push(/gallery\/([^/]+)\/remoteEntry/.exec(entries[0]!)![1]!);
    }
  } finally {
    await context.close();
  }
  return versions;
}

/** A visitor who keeps their storage across page views. */
async function visitorOn(browser: Browser, version: string): Promise<{ again: () => Promise<string[]>; close: () => Promise<void> }> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const context = await browser.newContext();
    const seen = galleryEntriesOf(context);
    const page = await context.newPage();
    const [first] = await visit(page, seen);
    if (first === version) return { again: () => visit(page, seen), close: () => context.close() };
    await context.close();
  }
  throw new Error(`no fresh visitor was given ${version}`);
}

test('about 10 % of fresh visitors get the canary, and each keeps their version on every page view; halt ends it', async ({ browser }) => {
  test.setTimeout(400_000);
  const VISITORS = 100;
  const versions: string[] = [];
  versions.push(...(await versionsOfFreshVisitors(browser, VISITORS)));
  expect(new Set(versions)).toEqual(new Set([stable, canary]));
  const share = versions.filter((v) => v === canary).length;
  // Binomial(100, 0.1): 2..22 holds with probability above 99.9 %.
  expect(share).toBeGreaterThanOrEqual(2);
  expect(share).toBeLessThanOrEqual(22);

  // The same visitor, page view after page view, runs the same version.
  const canaryVisitor = await visitorOn(browser, canary);
  const stableVisitor = await visitorOn(browser, stable);
  for (let view = 0; view < 3; view++) {
    expect(await canaryVisitor.again()).toEqual([canary]);
    expect(await stableVisitor.again()).toEqual([stable]);
  }

  expect(releaseTool(releasesDir, 'halt', 'gallery')).toContain(`canary ${canary} halted`);
  expect(await canaryVisitor.again()).toEqual([stable]);
  await canaryVisitor.close();
  await stableVisitor.close();
});

test('a canary that fails to load runs the stable version for that page view', async ({ browser }) => {
  releaseTool(releasesDir, 'canary', 'gallery', '--version', canary, '--percent', '100');
  // The canary's entry no longer matches the hash the pointer records: the browser refuses it.
  writeFileSync(path.join(releasesDir, readPointer(releasesDir).remotes.gallery!.history.find((v) => v.version === canary)!.entry), 'throw new Error("tampered")');
  const context = await browser.newContext();
  const seen = galleryEntriesOf(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const requested = await visit(page, seen);
  expect(requested[0]).toBe(canary);
  expect(requested.at(-1)).toBe(stable);
  await page.locator('#gallery-a .eacf7-gallery-item').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors.filter((e) => e.startsWith('[cmsmf'))).toEqual([expect.stringContaining(`remote "gallery" version "${canary}" failed to load; running version "${stable}" instead`)]);
  await context.close();
});
