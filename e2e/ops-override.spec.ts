import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { galleryVariant } from './support/ops';
import { freshReleases, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';

/**
 * A team points the gallery at its own build for one tab. The site
 * allowlists https://dev.example only: an override from there runs with a badge
 * that clears it; one from any other origin is refused and logged, and the page
 * runs the released gallery. (Both origins are served by the test, not the network.)
 */
const ALLOWED = 'https://dev.example';
let site: SiteProcess;
let build: string;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  build = galleryVariant('team-build');
  site = await startSiteProcess({ RELEASES_DIR: freshReleases(['gallery']), OVERRIDE_ORIGINS: ALLOWED });
});

test.afterAll(async () => {
  await site?.stop();
});

/** Serves the team's build at https://<host>/gallery/… (with CORS, as a dev server would) and counts the requests. */
async function serveBuild(page: Page, origin: string): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${origin}/gallery/**`, async (route) => {
    const file = path.join(build, new URL(route.request().url()).pathname.replace(/^\/gallery\//, ''));
    requested.push(route.request().url());
    try {
      await route.fulfill({ body: readFileSync(file), contentType: file.endsWith('.json') ? 'application/json' : 'text/javascript', headers: { 'Access-Control-Allow-Origin': '*' } });
    } catch {
      await route.fulfill({ status: 404, headers: { 'Access-Control-Allow-Origin': '*' } });
    }
  });
  return requested;
}

const badge = (page: Page) => page.locator('[data-cmsmf-override-badge]');
const openLightbox = async (page: Page) => {
  await page.locator('#gallery-a .eacf7-gallery-item').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

test('an override from an allowlisted origin runs, with a badge, for the tab; Clear ends it', async ({ page }) => {
  const requested = await serveBuild(page, ALLOWED);
  await page.goto(`${site.url}/demo/gallery.html?cmsmf-override=gallery=${ALLOWED}/gallery/remoteEntry.js`);
  await expect(badge(page)).toContainText(`Override: gallery ← ${ALLOWED}/gallery/remoteEntry.js`);
  await openLightbox(page);
  expect(requested.filter((url) => url.endsWith('/remoteEntry.js')).length).toBeGreaterThan(0);

  // Kept for the tab: the next page view without the parameter still runs it.
  await page.goto(`${site.url}/demo/gallery.html`);
  await expect(badge(page)).toBeVisible();
  await badge(page).getByRole('button', { name: 'Clear overrides' }).click();
  await page.waitForURL(`${site.url}/demo/gallery.html`);
  const before = requested.length;
  await openLightbox(page);
  await expect(badge(page)).toHaveCount(0);
  expect(requested.length).toBe(before);
});

test('an override from any other origin is refused and logged; the released gallery runs', async ({ page, consoleErrors }) => {
  const evil = await serveBuild(page, 'https://evil.example');
  await page.goto(`${site.url}/demo/gallery.html?cmsmf-override=gallery=https://evil.example/gallery/remoteEntry.js`);
  await openLightbox(page);
  expect(evil).toEqual([]);
  await expect(badge(page)).toHaveCount(0);
  expect(consoleErrors.filter((e) => e.includes('override refused'))).toEqual([
    expect.stringContaining("gallery: the origin https://evil.example is not in this site's override allowlist"),
  ]);
});

test('without OVERRIDE_ORIGINS a site ignores override parameters', async ({ page }) => {
  const plain = await startSiteProcess({ RELEASES_DIR: freshReleases(['gallery']) });
  try {
    const requested = await serveBuild(page, ALLOWED);
    await page.goto(`${plain.url}/demo/gallery.html?cmsmf-override=gallery=${ALLOWED}/gallery/remoteEntry.js`);
    await openLightbox(page);
    expect(requested).toEqual([]);
    await expect(badge(page)).toHaveCount(0);
  } finally {
    await plain.stop();
  }
});
