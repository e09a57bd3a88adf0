import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';

/**
 * A page loaded before a rollback and a prune asks for a version that
 * is gone. The failed load re-reads the pointer once and runs the version that
 * is active now, with one console error, instead of walking the stale history.
 */
const FIXTURES = path.join(__dirname, 'fixtures');
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });`;

/** A copy of the hand-written forms container whose `./form` marks its element with `label`. */
function formsBuild(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `forms-${label}-`));
  cpSync(path.join(FIXTURES, 'remotes/forms-ok'), dir, { recursive: true });
  const entry = path.join(dir, 'remoteEntry.js');
  writeFileSync(entry, readFileSync(entry, 'utf8').replace("'forms-ok'", `'${label}'`));
  return dir;
}

let site: SiteProcess;
let releasesDir: string;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  releasesDir = freshReleases(['gallery']);
  for (const label of ['A', 'B', 'C']) releaseTool(releasesDir, 'publish', 'forms', '--from', formsBuild(label));
  site = await startSiteProcess({ RELEASES_DIR: releasesDir, PAGES_DIR: path.join(FIXTURES, 'pages') });
});

test.afterAll(async () => {
  await site?.stop();
});

test('a pruned version is recovered through the version active now, with one error', async ({ page, consoleErrors }) => {
  // Save-data keeps the form module from loading when idle: it loads on the first interaction.
  await page.addInitScript(SAVE_DATA);
  await page.goto(`${site.url}/two-modules.html`);
  const [a, b, c] = readPointer(releasesDir).remotes.forms!.history.map((v) => v.version);

  // The deploy this page did not see: back to A, and B and C removed.
  releaseTool(releasesDir, 'rollback', 'forms', '--to', a!);
  expect(releaseTool(releasesDir, 'prune', '--keep', '0', '--grace-hours', '0')).toContain(`removed forms@${b}, forms@${c}`);

  await page.getByLabel('Name').focus();
  await expect(page.locator('#form-wrapper')).toHaveAttribute('data-fixture-mounted', 'A');
  const shellErrors = consoleErrors.filter((e) => e.startsWith('[cmsmf'));
  expect(shellErrors).toHaveLength(1);
  expect(shellErrors[0]).toContain(`remote "forms" version "${c}" failed to load; running version "${a}" instead`);
});

test('prune keeps the active version, its rollback targets and the last N', async () => {
  const dir = freshReleases([]);
  for (const label of ['1', '2', '3', '4', '5']) releaseTool(dir, 'publish', 'forms', '--from', formsBuild(label));
  const versions = readPointer(dir).remotes.forms!.history.map((v) => v.version);
  releaseTool(dir, 'rollback', 'forms', '--to', versions[2]!);
  releaseTool(dir, 'prune', '--keep', '1', '--grace-hours', '0');
  expect(readPointer(dir).remotes.forms!.history.map((v) => v.version)).toEqual([versions[0], versions[1], versions[2], versions[4]]);
});
