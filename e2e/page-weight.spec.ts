import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * What a visitor downloads, measured in Chromium: gzipped JavaScript bytes per
 * page type (the foundation issue's budgets; the benchmark reports the rest).
 * Sizes are the gzip of each script body, so they do not depend on the server's compression settings.
 */
const KB = 1024;
const BUDGETS = { noModule: 2 * KB, gallery: 45 * KB };

async function scriptBytes(page: Page, visit: () => Promise<void>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)));
  });
  await visit();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

test(`a page without modules downloads only the shell, at most ${BUDGETS.noModule} bytes gzipped`, async ({ page }) => {
  const sizes = await scriptBytes(page, async () => {
    await page.goto('/demo/plain.html');
  });
  expect([...sizes.keys()]).toEqual(['/mf/shell/shell.js']);
  console.log(`no-module page: ${total(sizes)} B gz of JS`);
  expect(total(sizes), 'shell initial chunk, gz bytes').toBeLessThanOrEqual(BUDGETS.noModule);
});

test(`the gallery page with the lightbox open stays within ${BUDGETS.gallery / KB} KB gzipped of JS`, async ({ page }) => {
  const sizes = await scriptBytes(page, async () => {
    await page.goto('/demo/gallery.html');
    await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
    await page.locator('#gallery-a .eacf7-gallery-item').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  console.log(`gallery page: ${total(sizes)} B gz of JS in ${sizes.size} files`, Object.fromEntries(sizes));
  // A page that makes no server calls never downloads the ajax client.
  expect([...sizes.keys()].some((p) => p.includes('ky'))).toBe(false);
  expect(total(sizes), 'gallery page JS, gz bytes').toBeLessThanOrEqual(BUDGETS.gallery);
});
