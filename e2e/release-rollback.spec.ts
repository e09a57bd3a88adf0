import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { fingerprint, freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { REPO_ROOT, startSiteProcess, type SiteProcess } from '@cms-mf/test-support';

/**
 * DESIGN.md §5 and the foundation issue: publish gallery v1, publish a visibly
 * different v2, roll back with one command; the next page view runs v1, and
 * neither the shell nor the other remotes' folders change by a byte.
 */
const OTHERS = ['forms', 'payments', 'theme', 'shop'];

function buildGallery(label: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), `gallery-${label}-`));
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
    cwd: path.join(REPO_ROOT, 'remotes/gallery'),
    env: { ...process.env, CMS_MF_BUILD_LABEL: label, CMS_MF_OUT_DIR: outDir },
    stdio: 'ignore',
  });
  return outDir;
}

let site: SiteProcess;
let releasesDir: string;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases(OTHERS);
  releaseTool(releasesDir, 'publish', 'gallery', '--from', buildGallery('v1'));
  site = await startSiteProcess({ RELEASES_DIR: releasesDir });
});

test.afterAll(async () => {
  await site?.stop();
});

async function runningBuild(page: Page): Promise<string | null> {
  await page.goto(`${site.url}/demo/gallery.html`);
  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  await page.locator('#gallery-a .eacf7-gallery-item').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog.getAttribute('data-build');
}

test('publish v2, roll back one remote, the next page view runs v1 and nothing else changes', async ({ page }) => {
  expect(await runningBuild(page)).toBe('v1');

  releaseTool(releasesDir, 'publish', 'gallery', '--from', buildGallery('v2'));
  expect(await runningBuild(page)).toBe('v2');

  const pointerBefore = readFileSync(path.join(releasesDir, 'releases.json'), 'utf8');
  const shellBefore = fingerprint(path.join(REPO_ROOT, 'shell/dist'));
  const foldersBefore = fingerprint(path.join(releasesDir, 'remotes'));

  const output = releaseTool(releasesDir, 'rollback', 'gallery');
  const [v1, v2] = readPointer(releasesDir).remotes.gallery!.history.map((v) => v.version);
  expect(output).toContain(`gallery: ${v2} -> ${v1}`);

  expect(await runningBuild(page)).toBe('v1');

  // Exactly one line of the release record changed: the gallery's active version (the pointer pages read is its lean view).
  const before = pointerBefore.split('\n');
  const after = readFileSync(path.join(releasesDir, 'releases.json'), 'utf8').split('\n');
  expect(after).toHaveLength(before.length);
  const changed = after.filter((line, i) => line !== before[i]);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toContain(`"active": "${v1}"`);
  // No byte of the shell or of any version folder (the other remotes', the gallery's two) changed.
  expect(fingerprint(path.join(REPO_ROOT, 'shell/dist'))).toEqual(shellBefore);
  expect(fingerprint(path.join(releasesDir, 'remotes'))).toEqual(foldersBefore);

  const listing = releaseTool(releasesDir, 'list');
  expect(listing).toMatch(new RegExp(`^\\* gallery\\s+${v1}`, 'm'));
  expect(listing).toMatch(new RegExp(`^  gallery\\s+${v2}`, 'm'));
});
