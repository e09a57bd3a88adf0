import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { readActiveExposes, BUDGETS, budgetOverrun, discoverPage, readServedPages, type DiscoveredPage, type PageFile, runInteraction, isScript, recordNetwork, PAGE_TYPES, SAVE_DATA_HEADERS, SAVE_DATA_SOURCE } from '@cms-mf/bench';
import { expect, test } from './fixtures';
import { REPO_ROOT } from '@cms-mf/test-support';

/**
 * Byte budgets, numbers in bench/src/budgets.ts: the shell's
 * initial chunk from the build output and from a browser load, and the total
 * JavaScript of every page type the site has, through its interaction. Sizes are
 * gzip -9 of each script, so they do not depend on the server's compression.
 * Timings are the benchmark's business (`npm run bench`), never asserted here.
 */
const PAGES_DIR = path.resolve(process.env.PAGES_DIR ?? path.join(REPO_ROOT, 'site/pages'));
const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
const WAIT_MS = 15_000;

let served: Promise<PageFile[]> | undefined;

/** The page that stands for a page type, recognised in the HTML the site serves (read once per worker). */
async function discover(id: string, baseURL: string | undefined): Promise<DiscoveredPage> {
  const type = PAGE_TYPES.find((t) => t.id === id)!;
  served ??= readServedPages(baseURL!, PAGES_DIR);
  return discoverPage(type, await served, await readActiveExposes(RELEASES_DIR));
}

/** Every script a page view downloads, by path, with its gzip -9 size. */
async function scriptSizes(page: Page, found: DiscoveredPage): Promise<Map<string, number>> {
  const network = await recordNetwork(await page.context().newCDPSession(page));
  await page.goto(found.path!);
  if (found.features.some((f) => f.onPage && f.exposed)) {
    await page.locator('[data-cmsmf-mounted]').first().waitFor({ state: 'attached', timeout: WAIT_MS });
    if (found.type.interaction) await runInteraction(page, found.type.interaction, WAIT_MS);
  }
  await network.quiet(500, WAIT_MS);
  const sizes = new Map<string, number>();
  for (const record of network.records().filter(isScript)) sizes.set(new URL(record.url).pathname, await network.gzip9Bytes(record));
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

test(`the shell's initial chunk in the build output is at most ${BUDGETS.shellInitialChunk} B gz`, async () => {
  const file = path.join(REPO_ROOT, 'shell/dist/shell.js');
  const bytes = gzipSync(await readFile(file).catch(() => { throw new Error(`${file} is missing: run \`npm run build\` first`); }), { level: 9 }).length;
  const overrun = budgetOverrun('shell initial chunk shell/dist/shell.js', bytes, BUDGETS.shellInitialChunk);
  expect(overrun, overrun ?? '').toBeNull();
});

test(`a page without modules downloads only the shell's initial chunk, at most ${BUDGETS.shellInitialChunk} B gz`, async ({ page, baseURL, consoleErrors }) => {
  const found = await discover('noModule', baseURL);
  test.skip(found.path === null, found.note);
  const sizes = await scriptSizes(page, found);
  expect([...sizes.keys()]).toEqual(['/mf/shell/shell.js']);
  const overrun = budgetOverrun(`shell initial chunk loaded by ${found.path}`, total(sizes), BUDGETS.shellInitialChunk);
  expect(overrun, overrun ?? '').toBeNull();
  expect(consoleErrors).toEqual([]);
});

for (const type of PAGE_TYPES) {
  test(`${type.label}: every script of the page stays within ${BUDGETS.pages[type.id]} B gz`, async ({ page, baseURL }) => {
    const found = await discover(type.id, baseURL);
    test.skip(found.path === null, `not built: ${found.note}`);
    const sizes = await scriptSizes(page, found);
    console.log(`${type.label} ${found.path} (${found.status}): ${total(sizes)} B gz of JS in ${sizes.size} files`);
    const overrun = budgetOverrun(`${type.label} ${found.path}`, total(sizes), BUDGETS.pages[type.id]);
    expect(overrun, `${overrun ?? ''}\n${JSON.stringify(Object.fromEntries(sizes), null, 2)}`).toBeNull();
    // A page whose modules make no server calls never downloads the ajax client.
    if (type.id === 'gallery') expect([...sizes.keys()].some((p) => p.includes('/ajax-client.'))).toBe(false);
  });
}

// The gallery page until intent or idle, as the benchmark's "gallery, not opened" row measures
// it: with save-data on, our build fetches nothing ahead of use, so the page stops at the shell, its
// runtime and the pointer, and the gallery remote waits for the visitor's first touch.
test(`gallery, not opened: until intent or idle (save-data) the page downloads at most ${BUDGETS.galleryUntilIntentOrIdle} B gz`, async ({ page, baseURL }) => {
  const found = await discover('gallery', baseURL);
  test.skip(found.path === null, `not built: ${found.note}`);
  await page.addInitScript(SAVE_DATA_SOURCE);
  await page.setExtraHTTPHeaders(SAVE_DATA_HEADERS);
  const network = await recordNetwork(await page.context().newCDPSession(page));
  await page.goto(found.path!);
  await network.quiet(500, WAIT_MS);
  const sizes = new Map<string, number>();
  for (const record of network.records().filter(isScript)) sizes.set(new URL(record.url).pathname, await network.gzip9Bytes(record));
  const paths = [...sizes.keys()];
  console.log(`gallery, not opened ${found.path}: ${total(sizes)} B gz of JS in ${sizes.size} files`);
  // The runtime came and armed the gallery; nothing of the remote, nor the loader, came before intent.
  expect(paths.some((p) => p.includes('/shell-runtime.')), paths.join(', ')).toBe(true);
  expect(paths.filter((p) => p.includes('/remotes/') || p.includes('/remote-loader.'))).toEqual([]);
  const overrun = budgetOverrun(`gallery, not opened ${found.path}`, total(sizes), BUDGETS.galleryUntilIntentOrIdle);
  expect(overrun, `${overrun ?? ''}\n${JSON.stringify(Object.fromEntries(sizes), null, 2)}`).toBeNull();
});

test.describe('on a 390×844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test(`gallery, opened: every script, the lightbox's gesture chunk included, stays within ${BUDGETS.pages.gallery} B gz`, async ({ page, baseURL }) => {
    const found = await discover('gallery', baseURL);
    test.skip(found.path === null, `not built: ${found.note}`);
    const sizes = await scriptSizes(page, found);
    console.log(`gallery, opened on a phone ${found.path}: ${total(sizes)} B gz of JS in ${sizes.size} files`);
    // The lightbox fetches its gestures when it opens on a touch screen: they count here.
    expect([...sizes.keys()].some((p) => p.includes('.lightbox-gestures.'))).toBe(true);
    const overrun = budgetOverrun(`gallery, opened on a phone ${found.path}`, total(sizes), BUDGETS.pages.gallery);
    expect(overrun, `${overrun ?? ''}\n${JSON.stringify(Object.fromEntries(sizes), null, 2)}`).toBeNull();
  });
});
