import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { containerName } from '@cms-mf/shared-contracts';
import { MODULES_FILE } from '@cms-mf/shared-contracts/registry/module-declaration';
import { CHUNK_HASHES_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { NEVER_MATCHES, SRI_SHA384 } from '@cms-mf/shared-contracts/release/release-pointer';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { REPO_ROOT, startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { expect, mounted, test } from './fixtures';
import { freshReleases, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';

/**
 * A team builds its remote with the stock ModuleFederationPlugin, as the Module Federation docs
 * show, plus our one preset (build/federation-preset.ts): the shell loads it like our own.
 * The fixture (fixtures/remotes/stock-remote) is built here, at test time.
 */
const REMOTE = 'stock-remote';
const FIXTURE = path.join(REPO_ROOT, 'e2e/fixtures/remotes', REMOTE);

function buildStockRemote(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), `${REMOTE}-`));
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
    cwd: FIXTURE,
    env: { ...process.env, CMS_MF_OUT_DIR: outDir },
    stdio: 'ignore',
  });
  return outDir;
}

let outDir: string;
test.beforeAll(() => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  outDir = buildStockRemote();
});

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

test('the stock plugin with the preset writes what the shell needs: the entry, the manifest, the declarations, a global container, pinned chunks', () => {
  expect(JSON.parse(read(MODULES_FILE))).toEqual({ modules: [{ selector: '[data-stock-hello]', expose: './hello', load: 'visible' }] });
  const manifest = JSON.parse(read('mf-manifest.json'));
  expect(manifest).toMatchObject({ name: containerName(REMOTE), metaData: { globalName: containerName(REMOTE), remoteEntry: { name: 'remoteEntry.js', type: 'global' } } });
  expect(manifest.exposes.map((e: { path: string }) => e.path).sort()).toEqual(['./health', './hello']);
  // Every chunk the entry loads is pinned by the sha384 hash the pointer lists (publishing hashes them);
  // the entry carries none but the one no file has, for a chunk without a hash, and the build lists them beside it.
  expect(read('remoteEntry.js').match(/sha384-[A-Za-z0-9+/]{64}/g)).toEqual([NEVER_MATCHES]);
  expect(read('remoteEntry.js')).toContain(SHARING_GLOBALS.chunkIntegrity);
  expect(Object.values(JSON.parse(read(CHUNK_HASHES_FILE)) as Record<string, string>)).toEqual([expect.stringMatching(SRI_SHA384), expect.stringMatching(SRI_SHA384)]);
});

test.describe('loaded by a script tag', () => {
  // The test adds the tag itself, which the page's Trusted Types policy would refuse (the shell's loader passes it).
  test.use({ bypassCSP: true });
  test('its entry loads by a script tag beside our remotes and defines the cmsmf_stock-remote container', async ({ page, consoleErrors }) => {
    // The gallery demo page on the shared site: once the gallery is mounted, the shell has lent
    // its federation runtime (SHARING_GLOBALS), which every entry, this one too, takes.
    await page.route('**/stock-remote-build/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: read(path.basename(new URL(route.request().url()).pathname)) }),
    );
    await page.goto('/demo/gallery.html');
    await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
    await page.addScriptTag({ url: '/stock-remote-build/remoteEntry.js' });
    const container = await page.evaluate((name) => {
      const value = (window as unknown as Record<string, { init?: unknown; get?: unknown } | undefined>)[name];
      return { init: typeof value?.init, get: typeof value?.get };
    }, containerName(REMOTE));
    expect(container).toEqual({ init: 'function', get: 'function' });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('published with the release tool', () => {
  let site: SiteProcess | undefined;
  test.afterAll(async () => {
    await site?.stop();
  });

  test('passes pre-flight, and the page mounts it beside the gallery', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const releasesDir = freshReleases(['gallery']);
    expect(releaseTool(releasesDir, 'publish', REMOTE, '--from', outDir)).toContain(REMOTE);
    site = await startSiteProcess({ RELEASES_DIR: releasesDir, PAGES_DIR: path.join(__dirname, 'fixtures/pages') });
    await page.goto(`${site.url}/stock-plugin.html`);
    await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
    await mounted(page.locator('#stock'), `${REMOTE}/hello`);
    await expect(page.locator('#stock')).toHaveAttribute('data-stock-hello-mounted', '');
    expect(consoleErrors).toEqual([]);
  });
});
