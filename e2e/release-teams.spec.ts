import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';
import { REPO_ROOT, startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { expect, mounted, test } from './fixtures';
import { handRemote } from './support/hand-remote';
import { fingerprint, freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';

/**
 * Teams release on their own. Every test runs against the shell as `npm run build`
 * made it, never rebuilt (its files are fingerprinted before and after): a module added to a
 * remote, a new remote, a rollback, a page left open through a publish and a prune, a rebuild
 * from another checkout after a rollback, and a publish from a checkout that predates another
 * team's work.
 */
const PAGES_DIR = path.join(__dirname, 'fixtures/pages');
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });`;

// Each test runs the release tool several times (a tsx process each): seconds apiece on a quiet machine, many more on a busy one.
test.describe.configure({ timeout: 120_000 });

const form: ModuleDeclaration = { selector: '.wpcf7', expose: './form', load: 'immediate' };
const notes: ModuleDeclaration = { selector: '.eacf7-notes', expose: './notes', load: 'immediate' };
const banner: ModuleDeclaration = { selector: '.cmp-banner', expose: './banner', load: 'immediate' };
const onUse = (declaration: ModuleDeclaration): ModuleDeclaration => ({ ...declaration, load: 'interaction' });

/** The release tool's output, failed or not (a refusal exits 1 and says why on stderr). */
function releaseToolResult(releasesDir: string, ...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'release/src/cli.ts', ...args, '--releases', releasesDir], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const versionsOf = (releasesDir: string, remote: string) => readPointer(releasesDir).remotes[remote]!.history.map((v) => v.version);

let site: SiteProcess | undefined;
let shellBefore: Record<string, string>;
test.beforeAll(() => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  shellBefore = fingerprint(path.join(REPO_ROOT, 'shell/dist'));
});
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});
test.afterAll(() => {
  // No test here needed a shell release.
  expect(fingerprint(path.join(REPO_ROOT, 'shell/dist'))).toEqual(shellBefore);
});

test('a module added to a remote mounts once that remote alone is published, and a rollback takes it away again', async ({ page, consoleErrors }) => {
  const releasesDir = freshReleases([]);
  releaseTool(releasesDir, 'publish', 'forms', '--from', handRemote('forms', 'v1', [form]));
  site = await startSiteProcess({ RELEASES_DIR: releasesDir, PAGES_DIR });

  await page.goto(`${site.url}/teams.html`);
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-forms-form', 'v1');
  await expect(page.locator('#notes')).not.toHaveAttribute('data-cmsmf-mounted', /.*/);

  const published = releaseTool(releasesDir, 'publish', 'forms', '--from', handRemote('forms', 'v2', [form, notes]));
  const [v1, v2] = versionsOf(releasesDir, 'forms');
  expect(published).toContain(`published forms@${v2}: active now (was ${v1}); no other remote changed`);
  await page.reload();
  await mounted(page.locator('#notes'), 'forms/notes');
  await expect(page.locator('#notes')).toHaveAttribute('data-forms-notes', 'v2');

  expect(releaseTool(releasesDir, 'rollback', 'forms')).toContain(`forms: ${v2} -> ${v1}`);
  await page.reload();
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-forms-form', 'v1');
  await expect(page.locator('#notes')).not.toHaveAttribute('data-cmsmf-mounted', /.*/);
  expect(consoleErrors).toEqual([]);
});

test('a new remote published alone mounts on the markup that names it; nothing else was touched', async ({ page, consoleErrors }) => {
  const releasesDir = freshReleases([]);
  releaseTool(releasesDir, 'publish', 'forms', '--from', handRemote('forms', 'v1', [form]));
  const formsBefore = JSON.stringify(readPointer(releasesDir).remotes.forms);
  expect(releaseTool(releasesDir, 'publish', 'consent', '--from', handRemote('consent', 'c1', [banner]))).toMatch(/published consent@\S+: active now \(the first version of consent\)/);
  expect(JSON.stringify(readPointer(releasesDir).remotes.forms)).toBe(formsBefore);
  site = await startSiteProcess({ RELEASES_DIR: releasesDir, PAGES_DIR });

  await page.goto(`${site.url}/teams.html`);
  await mounted(page.locator('#banner'), 'consent/banner');
  await expect(page.locator('#banner')).toHaveAttribute('data-consent-banner', 'c1');
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-forms-form', 'v1');
  expect(consoleErrors).toEqual([]);
});

test('a page open through a publish and a prune of its remote recovers: the module mounts from the version active now, with one line', async ({ page, consoleErrors }) => {
  const releasesDir = freshReleases([]);
  releaseTool(releasesDir, 'publish', 'forms', '--from', handRemote('forms', 'v1', [onUse(form), onUse(notes)]));
  site = await startSiteProcess({ RELEASES_DIR: releasesDir, PAGES_DIR });
  // Save-data: nothing loads when idle, each module on its first use.
  await page.addInitScript(SAVE_DATA);
  await page.goto(`${site.url}/teams.html`);
  await page.getByLabel('Name').focus();
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-forms-form', 'v1');

  // The deploys this page did not see: three publishes, and v1's folder pruned at once (past the
  // two rollback targets, and with no grace for pages left open).
  for (const label of ['v2', 'v3', 'v4']) releaseTool(releasesDir, 'publish', 'forms', '--from', handRemote('forms', label, [onUse(form), onUse(notes)]));
  const [v1, , , v4] = versionsOf(releasesDir, 'forms');
  expect(releaseTool(releasesDir, 'prune', 'forms', '--keep', '0', '--grace-hours', '0')).toContain(`removed forms@${v1}\n`);

  await page.getByLabel('Notes').focus();
  await expect(page.locator('#notes')).toHaveAttribute('data-forms-notes', 'v4');
  const shellErrors = consoleErrors.filter((e) => e.startsWith('[cmsmf'));
  expect(shellErrors).toHaveLength(1);
  expect(shellErrors[0]).toContain(`remote "forms" version "${v1}" failed to load; running version "${v4}" instead`);
});

test('a prune keeps what pages were served within the grace period, and prunes only the remote it names', () => {
  const releasesDir = freshReleases([]);
  for (const label of ['a', 'b', 'c', 'd']) releaseTool(releasesDir, 'publish', 'forms', '--from', handRemote('forms', label, [form]));
  releaseTool(releasesDir, 'publish', 'consent', '--from', handRemote('consent', 'c1', [banner]));
  releaseTool(releasesDir, 'publish', 'consent', '--from', handRemote('consent', 'c2', [banner]));
  // a was served until b was published, a moment ago: a page opened then may still need it.
  expect(releaseTool(releasesDir, 'prune', 'forms', '--keep', '0')).toContain('nothing to prune');
  const [a] = versionsOf(releasesDir, 'forms');
  expect(releaseTool(releasesDir, 'prune', 'forms', '--keep', '0', '--grace-hours', '0')).toContain(`removed forms@${a}\n`);
  expect(versionsOf(releasesDir, 'consent')).toHaveLength(2);
});

/** A copy of the parts of this checkout the gallery's build reads, at another path, with its own node_modules (hard links). */
function secondCheckout(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'checkout-')), 'elsewhere', 'repo');
  mkdirSync(root, { recursive: true });
  for (const part of ['package.json', 'tsconfig.json', 'build', 'dom-kit', 'shared-contracts', 'shell/package.json', 'shell/src', 'remotes/gallery']) {
    cpSync(path.join(REPO_ROOT, part), path.join(root, part), { recursive: true, verbatimSymlinks: true, filter: (source) => !source.includes(`${path.sep}dist`) });
  }
  execFileSync('cp', ['-al', path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules')]);
  return root;
}

function buildGallery(root: string, label: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), `gallery-${label || 'plain'}-`));
  execFileSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
    cwd: path.join(root, 'remotes/gallery'),
    env: { ...process.env, NODE_ENV: 'production', CMS_MF_BUILD_LABEL: label, CMS_MF_OUT_DIR: outDir },
    stdio: 'ignore',
  });
  return outDir;
}

test('a build of the same sources from another checkout leaves the version ops rolled back to active', async ({ page }) => {
  test.setTimeout(180_000);
  const releasesDir = freshReleases([]);
  releaseTool(releasesDir, 'publish', 'gallery', '--from', buildGallery(REPO_ROOT, 'older'));
  releaseTool(releasesDir, 'publish', 'gallery', '--from', buildGallery(REPO_ROOT, ''));
  const [older, current] = versionsOf(releasesDir, 'gallery');
  releaseTool(releasesDir, 'rollback', 'gallery');
  const pointer = readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8');

  const elsewhere = secondCheckout();
  try {
    const output = releaseTool(releasesDir, 'publish', 'gallery', '--from', buildGallery(elsewhere, ''));
    expect(output).toContain(`gallery@${current} is already published but not active (gallery@${older} is, as ops left it); pointer unchanged`);
  } finally {
    rmSync(path.dirname(path.dirname(elsewhere)), { recursive: true, force: true });
  }
  expect(readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8')).toBe(pointer);

  site = await startSiteProcess({ RELEASES_DIR: releasesDir });
  await page.goto(`${site.url}/demo/gallery.html`);
  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  await page.locator('#gallery-a .eacf7-gallery-item').first().click();
  await expect(page.getByRole('dialog')).toHaveAttribute('data-build', 'older');
});

test('a publish from a checkout that predates another team’s remote or module leaves them in place', async ({ page, consoleErrors }) => {
  const releasesDir = freshReleases([]);
  releaseTool(releasesDir, 'publish', 'forms', '--from', handRemote('forms', 'v2', [form, notes]));
  releaseTool(releasesDir, 'publish', 'consent', '--from', handRemote('consent', 'c1', [banner]));
  const consent = JSON.stringify(readPointer(releasesDir).remotes.consent);
  const forms = JSON.stringify(readPointer(releasesDir).remotes.forms);

  // The older checkout's forms has no ./notes: refused, with the module named.
  const refused = releaseToolResult(releasesDir, 'publish', 'forms', '--from', handRemote('forms', 'old', [form]));
  expect(refused.status).toBe(1);
  expect(refused.output).toMatch(/it drops \.\/notes, which the active forms@\S+ puts on pages/);
  // Its unrelated publish (the gallery) keeps the remote it has never heard of, byte for byte.
  releaseTool(releasesDir, 'publish', 'gallery', '--from', handRemote('gallery', 'g1', [{ selector: '.eacf7-gallery', expose: './lightbox', load: 'interaction' }]));
  expect(JSON.stringify(readPointer(releasesDir).remotes.consent)).toBe(consent);
  expect(JSON.stringify(readPointer(releasesDir).remotes.forms)).toBe(forms);

  site = await startSiteProcess({ RELEASES_DIR: releasesDir, PAGES_DIR });
  await page.goto(`${site.url}/teams.html`);
  await mounted(page.locator('#banner'), 'consent/banner');
  await mounted(page.locator('#notes'), 'forms/notes');
  expect(consoleErrors).toEqual([]);
});
