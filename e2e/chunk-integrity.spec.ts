import type { Page } from '@playwright/test';
import { parseReleasePointer, SRI_SHA384 } from '@cms-mf/shared-contracts/release/release-pointer';
import { expect, mounted, test } from './fixtures';

/**
 * The remote entries carry no chunk hashes: each one asks the shell for the hash the release
 * pointer lists for the chunk's URL (build/pointer-pinned-chunks.ts). These check, on the real
 * build, that every chunk still loads pinned to exactly that hash, chunks loaded later included,
 * and that a chunk changed in transit is refused while the rest of the page works.
 */

/** Every script the page appends, with the integrity it carried, recorded as it is appended. */
async function recordScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ src: string; integrity: string }> = [];
    (window as unknown as { __scripts: typeof seen }).__scripts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) seen.push({ src: node.src, integrity: node.integrity });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __scripts: Array<{ src: string; integrity: string }> }).__scripts);

/** The live pointer's hash for each script URL of every active version, as the shell resolves them. */
async function pointerHashes(baseURL: string): Promise<Map<string, string>> {
  const pointerUrl = `${baseURL}/mf/remotes.json`;
  const pointer = parseReleasePointer(await (await fetch(pointerUrl)).json()).pointer;
  const hashes = new Map<string, string>();
  for (const release of Object.values(pointer.remotes)) {
    for (const version of release.history) {
      hashes.set(new URL(version.entry, pointerUrl).href, version.integrity);
      for (const file of [...Object.values(version.files ?? {}).flat(), ...(version.later ?? [])]) hashes.set(new URL(file.path, pointerUrl).href, file.integrity);
    }
  }
  return hashes;
}

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every remote script, a chunk loaded later included, runs pinned to the hash the pointer lists for it', async ({ page, baseURL, consoleErrors }) => {
    await recordScripts(page);
    await page.goto('/demo/gallery.html');
    const first = page.locator('.eacf7-gallery-item').first();
    await mounted(page.locator('[data-cmsmf-mounted*="gallery/lightbox"]').first(), 'gallery/lightbox');
    await first.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The gestures chunk is imported when the lightbox opens on a touch screen: not in any module's files.
    await expect.poll(async () => (await recorded(page)).some((s) => s.src.includes('.lightbox-gestures.'))).toBe(true);
    const hashes = await pointerHashes(baseURL!);
    const remoteScripts = (await recorded(page)).filter((s) => s.src.includes('/mf/remotes/'));
    expect(remoteScripts.length).toBeGreaterThan(2);
    for (const script of remoteScripts) {
      expect(SRI_SHA384.test(script.integrity), `${script.src} carries ${script.integrity}`).toBe(true);
      expect(script.integrity, script.src).toBe(hashes.get(script.src.split('?')[0]!));
    }
    expect(consoleErrors).toEqual([]);
  });
});

test('a theme chunk changed in transit is refused by every version, which the shell reports; the page stays as the server sent it', async ({ page, consoleErrors }) => {
  await page.route('**/mf/remotes/theme/*/*__federation_expose_slider.*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n;/* changed in transit */` });
  });
  const delivered: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('__federation_expose_slider')) delivered.push(request.url());
  });
  await page.goto('/demo/theme-all.html');
  // Delivered in full, then refused for its bytes: the shell names the failed chunk and falls back, then gives up.
  await expect.poll(() => consoleErrors.filter((e) => e.startsWith('[cmsmf') && e.includes('__federation_expose_slider')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(delivered.length).toBeGreaterThan(0);
  await expect.poll(() => consoleErrors.some((e) => e.includes('its modules stay as server markup')), { timeout: 20_000 }).toBe(true);
  // The slider is the server's markup, never half-enhanced, and its content is there; nothing threw on the page.
  await expect(page.locator('#harbour-slider')).not.toHaveAttribute('data-cmsmf-mounted', /theme\/slider/);
  await expect(page.locator('#harbour-slider .et_pb_slide_title').first()).toBeVisible();
  // A link of the server markup still works.
  await page.locator('#tour-tabs a[href="#tab-evenings"]').click();
  await expect(page).toHaveURL(/#tab-evenings$/);
  expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('the entry a page downloads carries no chunk hash', async ({ baseURL }) => {
  const pointer = parseReleasePointer(await (await fetch(`${baseURL}/mf/remotes.json`)).json()).pointer;
  const theme = pointer.remotes.theme!;
  const active = theme.history.find((v) => v.version === theme.active)!;
  const entry = await (await fetch(new URL(active.entry, `${baseURL}/mf/remotes.json`))).text();
  const pinned = (entry.match(/sha384-[A-Za-z0-9+/]{64}/g) ?? []).filter((hash) => !/^sha384-A+$/.test(hash));
  expect(pinned).toEqual([]);
});
