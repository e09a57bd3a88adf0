import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { freshReleases, readPointer, releaseTool, PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { REPO_ROOT, startSiteProcess, type SiteProcess } from '@cms-mf/test-support';

/**
 * A team's first remote, from nothing to a page, against the shell as built: `npm run new-remote`
 * writes it, its own build and `release publish` ship it alone, and the shell (which has never
 * heard of it) mounts its module from what the published version declares. A second publish
 * with other words, then a rollback: the next page view runs the first build again.
 *
 * The scaffold goes under e2e/results (gitignored), inside the repository, so its imports
 * (`@cms-mf/build`, `@cms-mf/shared-contracts`) resolve from the repository's node_modules; the
 * site serves its demo page through `/demo/remotes/<name>/` with REMOTES_DIR pointing there.
 */
const REMOTE = 'consent-e2e';
const FIRST_GREETING = `Hello from the ${REMOTE} remote: its hello module is running.`;
const SECOND_GREETING = `The second build of the ${REMOTE} remote is running.`;

let root: string;
let remoteDir: string;
let releasesDir: string;
let site: SiteProcess | undefined;

/** The remote's own build into `<remote>/<label>`, so the release tool finds its package.json beside it. */
function build(label: string): string {
  const outDir = path.join(remoteDir, label);
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
    cwd: remoteDir,
    env: { ...process.env, CMS_MF_OUT_DIR: outDir },
    stdio: 'ignore',
  });
  return outDir;
}

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  mkdirSync(path.join(REPO_ROOT, 'e2e/results'), { recursive: true });
  root = mkdtempSync(path.join(REPO_ROOT, 'e2e/results/scaffold-'));
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/new-remote.ts', REMOTE, '--dir', root], { cwd: REPO_ROOT, stdio: 'ignore' });
  remoteDir = path.join(root, 'remotes', REMOTE);
  releasesDir = freshReleases([]);
  releaseTool(releasesDir, 'publish', REMOTE, '--from', build('dist-1'));
  site = await startSiteProcess({ RELEASES_DIR: releasesDir, REMOTES_DIR: path.join(root, 'remotes'), DATA_DIR: path.join(root, 'data') });
});

test.afterAll(async () => {
  await site?.stop();
  for (const dir of [root, releasesDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens the remote's generated demo page and waits for the shell to mount its module; the module's element. */
async function openDemo(page: Page) {
  await page.goto(`${site!.url}/demo/remotes/${REMOTE}/`);
  return mounted(page.locator(`.${REMOTE}-hello`), `${REMOTE}/hello`);
}

test('the scaffolded remote, published alone, mounts its module on its demo page', async ({ page, consoleErrors }) => {
  expect(Object.keys(readPointer(releasesDir).remotes)).toEqual([REMOTE]);
  const hello = await openDemo(page);
  await expect(hello.getByText(FIRST_GREETING)).toBeVisible();
  const status = hello.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText('');

  const button = hello.getByRole('button', { name: 'Press me' });
  await button.click();
  await expect(status).toHaveText('Pressed 1 time.');
  await button.click();
  await expect(status).toHaveText('Pressed 2 times.');
  expect(consoleErrors).toEqual([]);
});

test('a second build with other words, then a rollback: the next page view greets as the first', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const source = path.join(remoteDir, 'src/hello/hello.ts');
  writeFileSync(source, readFileSync(source, 'utf8').replace(FIRST_GREETING, SECOND_GREETING));
  releaseTool(releasesDir, 'publish', REMOTE, '--from', build('dist-2'));
  const [first, second] = readPointer(releasesDir).remotes[REMOTE]!.history.map((v) => v.version);
  expect(first).not.toBe(second);
  await expect((await openDemo(page)).getByText(SECOND_GREETING)).toBeVisible();

  expect(releaseTool(releasesDir, 'rollback', REMOTE)).toContain(`${REMOTE}: ${second} -> ${first}`);
  const hello = await openDemo(page);
  await expect(hello.getByText(FIRST_GREETING)).toBeVisible();
  await expect(hello.getByText(SECOND_GREETING)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
