import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import type { PublishedVersion } from '@cms-mf/shared-contracts/release/release-pointer';
import { freshReleases, readPointer, releaseTool, writePointer, type PointerJson, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { makeMountThrow, startSiteProcess, type SiteProcess } from '@cms-mf/test-support';

/**
 * DESIGN.md §6: a remote that fails in any way affects only its own modules.
 * The page holds a gallery (the real gallery remote) and a contact form whose
 * `forms` remote is a hand-written fixture container, broken a different way in each case.
 */
test.describe.configure({ mode: 'serial' });

const FIXTURES = path.join(__dirname, 'fixtures');
let site: SiteProcess;
let releasesDir: string;
let basePointer: PointerJson;
const formsVersion = {} as Record<'ok' | 'throwMount' | 'throwEval', PublishedVersion>;
const galleryVersion = {} as Record<'ok' | 'throwMount', PublishedVersion>;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases(['gallery']);
  for (const [key, folder] of [['ok', 'forms-ok'], ['throwMount', 'forms-throw-mount'], ['throwEval', 'forms-throw-eval']] as const) {
    releaseTool(releasesDir, 'publish', 'forms', '--from', path.join(FIXTURES, 'remotes', folder));
    formsVersion[key] = readPointer(releasesDir).remotes.forms!.history.at(-1)!;
  }
  // The real gallery build, with its lightbox's own mount throwing (e2e/reliability-fault-injection.spec.ts does it per remote).
  galleryVersion.ok = readPointer(releasesDir).remotes.gallery!.history.at(-1)!;
  const dir = mkdtempSync(path.join(tmpdir(), 'gallery-throw-mount-'));
  cpSync(path.join(releasesDir, path.dirname(galleryVersion.ok.entry)), dir, { recursive: true });
  makeMountThrow(dir, './lightbox', 'fault injection: the lightbox throws in mount');
  releaseTool(releasesDir, 'publish', 'gallery', '--from', dir);
  rmSync(dir, { recursive: true, force: true });
  galleryVersion.throwMount = readPointer(releasesDir).remotes.gallery!.history.at(-1)!;
  basePointer = readPointer(releasesDir);
  basePointer.remotes.gallery = { active: galleryVersion.ok.version, history: [galleryVersion.ok] };
  site = await startSiteProcess({ RELEASES_DIR: releasesDir, PAGES_DIR: path.join(FIXTURES, 'pages') });
});

test.afterAll(async () => {
  await site?.stop();
});

function useForms(active: string, history: PublishedVersion[]): void {
  writePointer(releasesDir, { ...basePointer, remotes: { ...basePointer.remotes, forms: { active, history } } });
}

async function expectGalleryWorks(page: Page): Promise<void> {
  await mounted(page.locator('#gallery'), 'gallery/lightbox');
  await page.locator('#gallery .eacf7-gallery-item').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Harbour at dawn');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const shellErrors = (errors: string[]) => errors.filter((e) => e.startsWith('[cmsmf'));

async function openPage(page: Page): Promise<void> {
  await page.goto(`${site.url}/two-modules.html`);
}

test('all good: both modules mount', async ({ page, consoleErrors }) => {
  useForms(formsVersion.ok.version, [formsVersion.ok]);
  await openPage(page);
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-fixture-mounted', 'forms-ok');
  await expectGalleryWorks(page);
  expect(consoleErrors).toEqual([]);
});

const brokenCases: Array<{ name: string; setup: (page: Page) => Promise<{ version: string }> }> = [
  {
    name: 'remote entry 404',
    setup: async () => {
      const missing = { ...formsVersion.ok, version: '0.0.404', entry: 'remotes/forms/0.0.404/remoteEntry.js' };
      useForms('0.0.404', [missing]);
      return missing;
    },
  },
  {
    name: 'remote entry timeout',
    setup: async (page) => {
      useForms(formsVersion.ok.version, [formsVersion.ok]);
      // The entry never answers within the page's 1500 ms budget.
      await page.route('**/remotes/forms/**/remoteEntry.js', () => undefined);
      return formsVersion.ok;
    },
  },
  {
    name: 'integrity mismatch',
    setup: async () => {
      const tampered = { ...formsVersion.ok, integrity: formsVersion.throwMount.integrity };
      useForms(tampered.version, [tampered]);
      return tampered;
    },
  },
  {
    name: 'throw while evaluating',
    setup: async () => {
      useForms(formsVersion.throwEval.version, [formsVersion.throwEval]);
      return formsVersion.throwEval;
    },
  },
  {
    name: 'throw in mount',
    setup: async () => {
      useForms(formsVersion.throwMount.version, [formsVersion.throwMount]);
      return formsVersion.throwMount;
    },
  },
];

for (const { name, setup } of brokenCases) {
  test(`${name}: the form stays as server markup, the gallery works, one error names remote and version`, async ({ page, consoleErrors }) => {
    const broken = await setup(page);
    await openPage(page);
    // Wait for the verdict on the broken remote before judging what it left behind.
    await expect.poll(() => shellErrors(consoleErrors), { timeout: 10_000 }).toHaveLength(1);
    await expectGalleryWorks(page);
    await expect(page.locator('#form-wrapper')).not.toHaveAttribute('data-fixture-mounted', /.*/);
    // The form is still usable server markup.
    await page.getByLabel('Name').fill('Ada');
    await expect(page.getByLabel('Name')).toHaveValue('Ada');
    expect(shellErrors(consoleErrors)).toHaveLength(1);
    expect(shellErrors(consoleErrors)[0]).toContain('forms');
    expect(shellErrors(consoleErrors)[0]).toContain(broken.version);
    expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
}

test('the real gallery throwing in mount: its links still lead to their images, the form mounts, one error names gallery', async ({ page, consoleErrors }) => {
  writePointer(releasesDir, {
    ...basePointer,
    remotes: { ...basePointer.remotes, forms: { active: formsVersion.ok.version, history: [formsVersion.ok] }, gallery: { active: galleryVersion.throwMount.version, history: [galleryVersion.throwMount] } },
  });
  await openPage(page);
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-fixture-mounted', 'forms-ok');
  // The click that loads the lightbox is held while it loads, then goes to the link once the mount has thrown.
  await page.locator('#gallery .eacf7-gallery-item').nth(1).click();
  await expect(page).toHaveURL(/\/media\/meadow\.svg$/);
  expect(shellErrors(consoleErrors)).toEqual([expect.stringContaining(`gallery@${galleryVersion.throwMount.version} ./lightbox: mount failed`)]);
  expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
});

test('a broken active version falls back to the previous good one', async ({ page, consoleErrors }) => {
  useForms(formsVersion.throwEval.version, [formsVersion.ok, formsVersion.throwEval]);
  await openPage(page);
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-fixture-mounted', 'forms-ok');
  await expectGalleryWorks(page);
  expect(shellErrors(consoleErrors)).toHaveLength(1);
  expect(shellErrors(consoleErrors)[0]).toContain(`remote "forms" version "${formsVersion.throwEval.version}" failed to load; running version "${formsVersion.ok.version}" instead`);
});

test('the pointer naming an unknown version: reported once, the newest published version runs', async ({ page, consoleErrors }) => {
  useForms('7.7.7-unknown', [formsVersion.ok]);
  await openPage(page);
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-fixture-mounted', 'forms-ok');
  await expectGalleryWorks(page);
  expect(shellErrors(consoleErrors)).toHaveLength(1);
  expect(shellErrors(consoleErrors)[0]).toContain('version "7.7.7-unknown"');
});

for (const [name, body] of [
  ['missing', null],
  ['unparsable', '{ "schemaVersion": 1, "remotes": '],
] as const) {
  test(`the pointer ${name}: one error, no exception, server markup still works`, async ({ page, consoleErrors }) => {
    if (body === null) await page.route('**/mf/remotes.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    else await page.route('**/mf/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
    await openPage(page);
    await expect.poll(() => shellErrors(consoleErrors)).toHaveLength(1);
    expect(shellErrors(consoleErrors)[0]).toContain('release pointer');
    expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    // Without the runtime, a gallery item is still a plain link to the full image.
    await page.locator('#gallery .eacf7-gallery-item').first().click();
    await expect(page).toHaveURL(/\/media\/harbour\.svg$/);
  });
}
