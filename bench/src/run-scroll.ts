/**
 * `npm run bench:scroll`: only the benchmark's scroll rows, for
 * working on sticky and scroll effects without the whole benchmark: the scroll
 * pages with 10, 100 and 1000 modules under 4× CPU throttling, p50 and p95
 * script ms per frame, and the code's gzipped bytes. Needs a build.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describeBrowser, findBrowser, launchBrowser } from '@cms-mf/test-support';
import { readActiveExposes } from './active-exposes';
import { startBenchSites } from './bench-sites';
import { REPO_ROOT, SCRATCH_DIR } from './paths';
import { scrollPages, themeMicro } from './theme-micro';
import { microRowLine, runBenchScript } from './run-script';

async function main(): Promise<void> {
  const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
  const scratch = path.join(SCRATCH_DIR, 'scroll');
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  const resolved = findBrowser();
  const browser = await launchBrowser(resolved);
  console.log(`[bench] ${describeBrowser(resolved, browser.version())}`);
  // The monolith site is not measured here; it serves our shell as well.
  const sites = await startBenchSites({ scratchDir: scratch, pagesDir: path.join(REPO_ROOT, 'site/pages'), releasesDir, monolithDir: path.join(REPO_ROOT, 'shell/dist'), pagePaths: [], extraPages: scrollPages() });
  try {
    const rows = (await themeMicro(browser, sites, await readActiveExposes(releasesDir), releasesDir)).filter((row) => row.name.startsWith('scroll'));
    for (const row of rows) console.log(microRowLine(row));
  } finally {
    await sites.stop();
    await browser.close();
  }
}

runBenchScript(main);
