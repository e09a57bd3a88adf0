import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHUNK_HASHES_FILE, RELEASE_POINTER_FILE } from '@cms-mf/shared-contracts/release/release-files';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { expect, mounted, test } from './fixtures';
import { freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';

/**
 * The pointer pages read lists a rollback target with its pinned hash file only (release/src/lean-pointer.ts):
 * when the active version fails, the shell fetches that file with its recorded hash and loads the fallback's
 * chunks with the hashes it lists. A fallback chunk or hash file changed in transit is refused.
 */
test.describe.configure({ mode: 'serial' });

let site: SiteProcess;
let releasesDir: string;
let v1: PublishedVersion;
let v2: PublishedVersion;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases(['gallery']);
  v1 = readPointer(releasesDir).remotes.gallery!.history.at(-1)!;
  // A second version: the same build with another entry byte, so only its entry can fail.
  const dir = mkdtempSync(path.join(tmpdir(), 'fallback-gallery-'));
  cpSync(path.join(releasesDir, path.dirname(v1.entry)), dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `${readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')}\n/* v2 */\n`);
  releaseTool(releasesDir, 'publish', 'gallery', '--from', dir);
  rmSync(dir, { recursive: true, force: true });
  v2 = readPointer(releasesDir).remotes.gallery!.history.at(-1)!;
  site = await startSiteProcess({ RELEASES_DIR: releasesDir });
});

test.afterAll(async () => {
  await site?.stop();
  if (releasesDir) rmSync(releasesDir, { recursive: true, force: true });
});

const folderOf = (version: PublishedVersion) => `**/mf/${path.posix.dirname(version.entry)}`;
const shellErrors = (errors: string[]) => errors.filter((error) => error.startsWith('[cmsmf'));

/** The active version's entry does not load, so the shell falls back to v1. */
async function breakActive(page: Page): Promise<void> {
  await page.route(`${folderOf(v2)}/remoteEntry.js`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
}

async function openGallery(page: Page): Promise<void> {
  await page.goto(`${site.url}/demo/gallery.html`);
  await page.mouse.move(200, 200);
}

test('the pointer names the rollback target by its hash file only; after a failure the fallback loads pinned by it', async ({ page, consoleErrors }) => {
  const lean = JSON.parse(readFileSync(path.join(releasesDir, RELEASE_POINTER_FILE), 'utf8')) as { remotes: { gallery: { history: PublishedVersion[] } } };
  const fallback = lean.remotes.gallery.history.find((v) => v.version === v1.version)!;
  expect(Object.keys(fallback)).toEqual(['version', 'entry', 'integrity', 'exposes', 'hashes']);
  expect(fallback.hashes!.path).toBe(`${path.posix.dirname(v1.entry)}/${CHUNK_HASHES_FILE}`);

  await breakActive(page);
  const hashFile = page.waitForResponse((response) => response.url().endsWith(`${path.posix.dirname(v1.entry)}/${CHUNK_HASHES_FILE}`));
  await openGallery(page);
  expect((await hashFile).ok()).toBe(true);
  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  await page.locator('#gallery-a .eacf7-gallery-item').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(shellErrors(consoleErrors)).toEqual([expect.stringContaining(`remote "gallery" version "${v2.version}" failed to load; running version "${v1.version}" instead`)]);
});

test("a fallback chunk changed in transit is refused: the gallery stays server markup", async ({ page, consoleErrors }) => {
  await breakActive(page);
  await page.route(`${folderOf(v1)}/*.js`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: route.request().url().endsWith('/remoteEntry.js') ? body : `${body}\n;/* changed in transit */` });
  });
  await openGallery(page);
  await expect.poll(() => shellErrors(consoleErrors).some((error) => error.includes(`version "${v1.version}" failed to load`)), { timeout: 20_000 }).toBe(true);
  await expect(page.locator('[data-cmsmf-mounted*="gallery/"]')).toHaveCount(0);
  // Without the lightbox, an item is a plain link to its full image.
  await page.locator('#gallery-a .eacf7-gallery-item').first().click();
  await expect(page).toHaveURL(/\/media\/[\w-]+\.svg$/);
});

test('a fallback hash file changed in transit is refused, so none of its chunks can run', async ({ page, consoleErrors }) => {
  await breakActive(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(path.posix.dirname(v1.entry)) && !request.url().endsWith('/remoteEntry.js') && request.url().endsWith('.js')) chunks.push(request.url());
  });
  await page.route(`${folderOf(v1)}/${CHUNK_HASHES_FILE}`, async (route) => {
    const response = await route.fetch();
    const hashes = JSON.parse(await response.text()) as Record<string, string>;
    // Every script "pinned" to a hash an attacker chose.
    const forged = Object.fromEntries(Object.keys(hashes).map((file) => [file, `sha384-${'B'.repeat(64)}`]));
    await route.fulfill({ response, body: JSON.stringify(forged) });
  });
  await openGallery(page);
  await expect.poll(() => shellErrors(consoleErrors).some((error) => error.includes(`version "${v1.version}" failed to load`)), { timeout: 20_000 }).toBe(true);
  await expect(page.locator('[data-cmsmf-mounted*="gallery/"]')).toHaveCount(0);
  expect(chunks).toEqual([]);
});
