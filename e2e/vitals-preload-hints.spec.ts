import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT, startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { expect, mounted, test } from './fixtures';
import { freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';

/**
 * The early tap: the page's server hints the remote entry and chunks of the modules at the top of the
 * page that load on interaction, from the live release pointer (site/src/pages/module-hints.ts), so a
 * tap made as soon as the page shows no longer pays shell → runtime + pointer → entry → module.
 */
interface Hint {
  readonly href: string;
  readonly integrity: string;
  readonly nonce: string;
  readonly crossOrigin: string;
}

/** The script preload hints the server printed (the shell adds its own later, in the DOM): read from the HTML it sent. */
function serverHints(html: string): Hint[] {
  return [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>/g)].map(([tag]) => {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
    return { href: attr('href'), integrity: attr('integrity'), nonce: attr('nonce'), crossOrigin: attr('crossorigin') };
  });
}

const hintsOf = async (page: Page, url: string) => serverHints(await (await page.goto(url))!.text());

test('the gallery page hints the active lightbox’s entry and chunks with their integrity and the page’s nonce; the browser uses them and CSP refuses nothing', async ({ page, consoleErrors }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)));
  const response = await page.goto('/demo/gallery.html');
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const html = await response!.text();
  const found = serverHints(html);

  const pointer = readPointer(path.join(REPO_ROOT, 'releases'));
  const gallery = pointer.remotes.gallery!;
  const active = gallery.history.find((v) => v.version === gallery.active)!;
  const expected = [{ path: active.entry, integrity: active.integrity }, ...(active.files?.['./lightbox'] ?? [])].map((f) => ({ href: `/mf/${f.path}`, integrity: f.integrity }));
  expect(found.map(({ href, integrity }) => ({ href, integrity }))).toEqual(expected);
  for (const hint of found) expect(hint).toMatchObject({ nonce, crossOrigin: 'anonymous' });
  // The shell's remote loader comes with them, under the same nonce: the runtime would otherwise ask for it one round trip later.
  // (Read from the HTML sent: the browser hides a parsed element's nonce from the DOM.)
  expect(html).toMatch(new RegExp(`<link nonce="${nonce!.replace(/[+/=]/g, '\\$&')}" rel="modulepreload" fetchpriority="low" href="/mf/shell/remote-loader\\.[0-9a-f]+\\.js">`));

  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  await page.locator('#gallery-a .eacf7-gallery-item').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // One download per file: the script tags took the preloaded responses (same CORS mode and integrity).
  const downloads = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  for (const { href } of expected) expect(downloads.filter((d) => d === href)).toHaveLength(1);
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('no hint for modules the page does not hold, and none on a page without modules', async ({ page }) => {
  expect((await hintsOf(page, '/demo/theme-all.html')).filter((h) => h.href.includes('/gallery/'))).toEqual([]);
  expect(await hintsOf(page, '/demo/plain.html')).toEqual([]);
});

test.describe('a visitor who asked to save data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('gets no module hint, so nothing is downloaded before intent', async ({ page }) => {
    expect(await hintsOf(page, '/demo/gallery.html')).toEqual([]);
    // The runtime and the pointer, which the shell fetches on any page with modules, are still hinted; the remote loader is not.
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(1);
    await expect(page.locator('link[rel="modulepreload"][href*="/mf/shell/remote-loader."]')).toHaveCount(0);
  });
});

test.describe('a rollback', () => {
  let site: SiteProcess;
  let releasesDir: string;

  test.beforeAll(async () => {
    test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
    releasesDir = freshReleases(['gallery']);
    const outDir = mkdtempSync(path.join(tmpdir(), 'gallery-hints-v2-'));
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
      cwd: path.join(REPO_ROOT, 'remotes/gallery'),
      env: { ...process.env, CMS_MF_BUILD_LABEL: 'hints-v2', CMS_MF_OUT_DIR: outDir },
      stdio: 'ignore',
    });
    releaseTool(releasesDir, 'publish', 'gallery', '--from', outDir);
    site = await startSiteProcess({ RELEASES_DIR: releasesDir });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('changes the hints on the next page view', async ({ page }) => {
    const entryOf = () => {
      const gallery = readPointer(releasesDir).remotes.gallery!;
      return `/mf/${gallery.history.find((v) => v.version === gallery.active)!.entry}`;
    };
    const hintedEntry = async () => (await hintsOf(page, `${site.url}/demo/gallery.html`)).find((h) => h.href.endsWith('/remoteEntry.js'))?.href;
    const v2 = entryOf();
    expect(await hintedEntry()).toBe(v2);
    releaseTool(releasesDir, 'rollback', 'gallery');
    const v1 = entryOf();
    expect(v1).not.toBe(v2);
    expect(await hintedEntry()).toBe(v1);
  });
});
