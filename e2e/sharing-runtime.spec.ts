import { readFileSync } from 'node:fs';
import path from 'node:path';
import upstream from '@module-federation/webpack-bundler-runtime';
import { workspaceRemotes } from '@cms-mf/release/workspace-remotes';
import { createBundlerRuntime } from '@cms-mf/shell/runtime';
import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { expect, mounted, test } from './fixtures';
import { pdf } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';
import { REPO_ROOT } from '@cms-mf/test-support';

/**
 * The shell lends remote entries its own sharing runtime in place of the federation
 * plugin's (shell/src/loader/sharing/bundler-runtime.ts). These tests hold the two
 * ends together: what the built entries call, and what a page with two real remotes runs.
 * The root package.json pins `@module-federation/webpack-bundler-runtime` to the version
 * `@module-federation/enhanced` uses, so the first test compares against the runtime the
 * plugin really generates calls for: upgrade both together.
 */

/** Calls of the plugin's runtime the shell does not lend, each with the check that no build of ours reaches it. */
const NOT_LENT: Record<string, { why: string; unreached: RegExp }> = {
  remotes: { why: 'only a remote that loads remotes calls it', unreached: /remotesLoadingData\s*=/ },
  getSharedFallbackGetter: { why: 'only shared tree shaking calls it', unreached: /treeShakingMode:"/ },
};

const lent = Object.keys(createBundlerRuntime({ warn: () => {} }).bundlerRuntime);

test('the lent runtime covers every call of the federation plugin’s runtime, but those no build of ours reaches', () => {
  const missing = Object.keys(upstream.bundlerRuntime!).filter((name) => !lent.includes(name) && !(name in NOT_LENT));
  expect(missing, 'a @module-federation upgrade added calls: implement them in shell/src/loader/sharing').toEqual([]);
});

for (const remote of workspaceRemotes(REPO_ROOT)) {
  test(`${remote}: the built remote entry takes the lent runtime and calls only what it lends`, () => {
    const entry = readFileSync(path.join(REPO_ROOT, 'remotes', remote, 'dist', 'remoteEntry.js'), 'utf8');
    expect(entry.includes(SHARING_GLOBALS.createBundlerRuntime), 'the entry bundles a runtime of its own').toBe(true);
    const called = new Set([...entry.matchAll(/bundlerRuntime\.([A-Za-z_$][\w$]*)/g)].map((match) => match[1]!));
    expect([...called].filter((name) => !lent.includes(name) && !(name in NOT_LENT))).toEqual([]);
    for (const [name, { why, unreached }] of Object.entries(NOT_LENT)) {
      expect(unreached.test(entry), `the build reaches ${name}, which the shell does not lend (${why})`).toBe(false);
    }
  });
}

/** The shell's chunk with the version choice of shared modules (shell/src/loader/sharing/choose-shared.ts). */
const SHARED_CHOICE = /^\/mf\/shell\/shared-choice\.[0-9a-f]+\.js$/;

test('a page whose remotes share nothing never downloads the version choice', async ({ page, consoleErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/demo/theme-headers.html');
  await mounted(page.locator('#main-header'), 'theme/header');
  // The page's idle modules are the last it loads: once they are mounted, every script it would fetch has been asked for.
  await mounted(page.locator('#et-boc'), 'theme/browser-classes');
  expect(scripts.some((path) => path.includes('/remotes/theme/'))).toBe(true);
  expect(scripts.filter((path) => SHARED_CHOICE.test(path))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('two remotes on one page run one copy of preact and jotai: the first loaded', async ({ page, consoleErrors }) => {
  const uiChunks: string[] = [];
  const choices: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\/\d+\.ui\.[0-9a-f]+\.js$/.test(url.pathname)) uiChunks.push(url.pathname);
    if (SHARED_CHOICE.test(url.pathname)) choices.push(url.pathname);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/demo/forms/upload.html');
  const uploader = await mounted(page.locator('[data-name="cv"] .eacf7-uploader'), 'forms/upload');
  // A gallery arrives later (the shell mounts markup added to the page): the gallery remote joins the same share scope.
  await page.evaluate(() => {
    // The page requires Trusted Types (the site's strict CSP): the test inserts its markup through a policy of its own.
    const html = '<div class="eacf7-gallery" id="late-gallery"><a class="eacf7-gallery-item" href="/media/harbour.svg" data-src="/media/harbour.svg" data-title="Harbour at dawn">Harbour</a></div>';
    const policy = (window as unknown as { trustedTypes?: { createPolicy(n: string, r: { createHTML(s: string): string }): { createHTML(s: string): string } } }).trustedTypes?.createPolicy('e2e-markup', { createHTML: (s) => s });
    document.querySelector('main')!.insertAdjacentHTML('beforeend', policy ? policy.createHTML(html) : html);
  });
  await mounted(page.locator('#late-gallery'), 'gallery/lightbox');

  await page.locator('#late-gallery .eacf7-gallery-item').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Harbour at dawn');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await pickFiles(page, '[data-name="cv"] .eacf7-uploader', [pdf('shared.pdf')]);
  await expect(uploader.locator('.file-info-status')).toHaveText('Completed');

  expect(uiChunks).toHaveLength(1);
  expect(uiChunks[0]).toContain('/remotes/forms/');
  // The version choice came once, for both remotes.
  expect(choices).toHaveLength(1);
  expect(warnings.filter((text) => text.startsWith('[cmsmf'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
