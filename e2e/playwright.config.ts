import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, findBrowser } from '@cms-mf/test-support';

/** The shared reference site for tests that do not change releases; tests that do start their own. */
const PORT = Number(process.env.E2E_PORT ?? 41731);
const repoRoot = path.resolve(__dirname, '..');
/** The one resolver (`CHROMIUM_PATH`, an installed browser, the packaged one); `global-setup.ts` names it and proves it starts. */
const browser = findBrowser();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Separate folders and ports let several runs share a machine (E2E_PORT, E2E_OUTPUT).
  outputDir: process.env.E2E_OUTPUT ?? './results',
  fullyParallel: false,
  workers: 2,
  // One retry absorbs a timing hiccup on a loaded 2-core machine; the report still lists the test as flaky.
  retries: 1,
  // Upper bounds, not waits: a passing test never waits for them, and a loaded machine makes a test slower, not red.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(browser),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs site/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), DATA_DIR: path.join(__dirname, 'results/data') },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
