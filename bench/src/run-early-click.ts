/**
 * `npm run bench:early-click`: only the benchmark's early-click rows, for working on the request chain
 * of a tap made as soon as the page shows, without the whole benchmark (tens of minutes): the gallery
 * page's lightbox opened by a click at DOMContentLoaded, ours and the monolith, on slow 4G and the fast
 * profile, cold cache, 4× CPU. Prints the rows and the load average beside them (on a shared machine a
 * reading means little without it). Needs a build.
 */
import { loadavg } from 'node:os';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describeBrowser, findBrowser, launchBrowser } from '@cms-mf/test-support';
import { workspaceRegistry } from '@cms-mf/release/workspace-remotes';
import { readActiveExposes } from './active-exposes';
import { startBenchSites } from './bench-sites';
import { buildMonolith } from './build-monolith';
import { discoverPage, readServedPages } from './discover-pages';
import { earlyClickMicro } from './early-click';
import { NETWORK_PROFILES } from './network-profiles';
import { PAGE_TYPES } from './page-types';
import { REPO_ROOT, SCRATCH_DIR } from './paths';
import { microRowLine, runBenchScript } from './run-script';

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
  const pagesDir = path.join(REPO_ROOT, 'site/pages');
  const scratch = path.join(SCRATCH_DIR, 'early-click');
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  const exposes = await readActiveExposes(releasesDir);
  const monolith = await buildMonolith(scratch, exposes, await workspaceRegistry(REPO_ROOT));
  const resolved = findBrowser();
  const browser = await launchBrowser(resolved);
  console.log(`[bench] ${describeBrowser(resolved, browser.version())}`);
  const sites = await startBenchSites({ scratchDir: scratch, pagesDir, releasesDir, monolithDir: monolith.outDir, pagePaths: [] });
  try {
    const gallery = discoverPage(PAGE_TYPES.find((type) => type.id === 'gallery')!, await readServedPages(sites.urlOf('ours', ''), pagesDir), exposes);
    for (const profile of NETWORK_PROFILES) {
      const before = load();
      for (const row of await earlyClickMicro(browser, sites, gallery, profile)) {
        console.log(microRowLine(row));
      }
      console.log(`[bench] load average ${before} before, ${load()} after (1, 5, 15 min)`);
    }
  } finally {
    await sites.stop();
    await browser.close();
  }
}

runBenchScript(main);
