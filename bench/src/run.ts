import { RELEASE_POINTER_FILE } from '@cms-mf/shared-contracts/release/release-files';
/**
 * `npm run bench`: what each page type costs a visitor, in our build, a monolith
 * build of the same code and the jQuery-era baseline. Needs a build
 * (`npm run build`); runs it first when there is none. Writes
 * bench/results/latest.md and latest.json and prints the tables.
 * `BENCH_RUNS` sets the loads per page and build (default 5, at least 5).
 * `BENCH_PAGES=gallery,theme` measures those page types only (ids in page-types.ts), with
 * their network-profile and interaction rows, and writes bench/results/partial.md and .json
 * instead, so a partial run never replaces the full record.
 * Web Vitals (bench/src/vitals): `BENCH_VITALS_RUNS` loads per page, build and profile (default 3);
 * `BENCH_VITALS_PAGES=/demo/theme.html,…` limits the layout-shift audit to those demo pages (default:
 * every demo page, or those of the selected page types in a partial run); `BENCH_VITALS=off` skips them,
 * `BENCH_VITALS=only` measures them alone (a partial record).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describeBrowser, findBrowser, launchBrowser, type ResolvedBrowser } from '@cms-mf/test-support';
import { workspaceRegistry } from '@cms-mf/release/workspace-remotes';
import { exposeKey, readActiveExposes } from './active-exposes';
import { startBenchSites } from './bench-sites';
import { buildMonolith, gzip9Size } from './build-monolith';
import { measurePointerCost } from './pointer-cost';
import { discoverPage, listPagePaths, readServedPages } from './discover-pages';
import { lightboxMicro } from './lightbox-micro';
import { measureRun } from './measure-page';
import { CPU_THROTTLING_RATE } from './throttled-page';
import { earlyClickMicro } from './early-click';
import { measurePages, measureProfiles } from './measure-pages';
import { NETWORK_PROFILES } from './network-profiles';
import { PAGE_TYPES } from './page-types';
import { REPO_ROOT, RESULTS_DIR, SCRATCH_DIR } from './paths';
import { renderReport } from './report';
import type { BenchResults } from './results';
import { scrollPages, themeMicro } from './theme-micro';
import { measureVitals } from './vitals/measure-vitals';
import { runBenchScript } from './run-script';

const MIN_RUNS = 5;
/** The page types `BENCH_PAGES` selects; undefined for all. */
const ONLY = process.env.BENCH_PAGES?.split(',').map((id) => id.trim()).filter(Boolean);
const selected = (id: string) => ONLY === undefined || ONLY.includes(id);
const log = (line: string) => console.log(`[bench] ${line}`);
const VITALS_RUNS = Math.max(1, Number(process.env.BENCH_VITALS_RUNS ?? 3) || 3);
/** `BENCH_VITALS=only`: the Web Vitals alone, in a partial record (while working on a page's layout shift). */
const VITALS_ONLY = process.env.BENCH_VITALS === 'only';
const VITALS_AUDIT = process.env.BENCH_VITALS_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);

function ensureBuild(releasesDir: string): void {
  const shell = path.join(REPO_ROOT, 'shell/dist/shell.js');
  if (existsSync(shell) && existsSync(path.join(releasesDir, RELEASE_POINTER_FILE))) return;
  log('no build found: running `npm run build` first');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('`npm run build` failed; the benchmark measures the build');
}

function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  // Named first: timings from different browsers must not be compared.
  const resolved = findBrowser();
  const browser = await launchBrowser(resolved);
  log(describeBrowser(resolved, browser.version()));
  try {
    await measureAndReport(browser, resolved, started);
  } finally {
    await browser.close();
  }
}

async function measureAndReport(browser: Browser, resolved: ResolvedBrowser, started: number): Promise<void> {
  const runs = Math.max(MIN_RUNS, Number(process.env.BENCH_RUNS ?? MIN_RUNS) || MIN_RUNS);
  const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
  const pagesDir = path.join(REPO_ROOT, 'site/pages');
  ensureBuild(releasesDir);

  await rm(SCRATCH_DIR, { recursive: true, force: true });
  await mkdir(SCRATCH_DIR, { recursive: true });
  const exposes = await readActiveExposes(releasesDir);

  log('building the monolith');
  const registry = await workspaceRegistry(REPO_ROOT);
  const monolith = await buildMonolith(SCRATCH_DIR, exposes, registry);
  const sites = await startBenchSites({
    scratchDir: SCRATCH_DIR,
    pagesDir,
    releasesDir,
    monolithDir: monolith.outDir,
    pagePaths: await listPagePaths(pagesDir),
    extraPages: scrollPages(),
  });
  let results: BenchResults;
  try {
    const served = await readServedPages(sites.urlOf('ours', ''), pagesDir);
    const pages = PAGE_TYPES.filter((type) => selected(type.id)).map((type) => discoverPage(type, served, exposes));
    for (const page of pages) log(`${page.type.label}: ${page.path ?? '—'} (${page.status}${page.note ? `: ${page.note}` : ''})`);
    // One load to warm the browser and the servers; not counted.
    const plain = pages.find((p) => p.type.id === 'noModule')?.path ?? '/';
    await measureRun(browser, { url: sites.urlOf('ours', plain), ready: 'none' });
    const mountables = registry.filter((e) => exposes.has(exposeKey(e.remote, e.expose))).map(({ selector, global }) => ({ selector, global }));
    const pageResults = VITALS_ONLY ? [] : await measurePages(browser, sites, pages, mountables, runs, log);
    if (!VITALS_ONLY) log('network profiles');
    const networkProfiles = VITALS_ONLY ? [] : await measureProfiles(browser, sites, pages, mountables, NETWORK_PROFILES, runs, log);
    if (!VITALS_ONLY) log('interaction latency and scroll frames');
    const gallery = pages.find((p) => p.type.id === 'gallery');
    const slow4g = NETWORK_PROFILES.find((p) => p.id === 'slow4g')!;
    const fast = NETWORK_PROFILES.find((p) => p.id === 'fast')!;
    const micro = VITALS_ONLY ? [] : [
      ...(selected('gallery') ? await lightboxMicro(browser, sites, gallery) : []),
      ...(selected('gallery') ? await earlyClickMicro(browser, sites, gallery, slow4g) : []),
      // The same on the fast network, where the interactive-time ratio counts our idle warm-up.
      ...(selected('gallery') ? await earlyClickMicro(browser, sites, gallery, fast) : []),
      ...(selected('theme') ? await themeMicro(browser, sites, exposes, releasesDir, pages.find((p) => p.type.id === 'theme')) : []),
    ];
    const demoPaths = VITALS_AUDIT ?? (ONLY === undefined ? served.map((p) => p.path).filter((p) => p.startsWith('/demo/')) : pages.flatMap((p) => (p.path === null ? [] : [p.path])));
    const vitals = process.env.BENCH_VITALS === 'off' ? undefined : (log('web vitals'), await measureVitals({ browser, sites, pages, demoPaths, mountables, runs: VITALS_RUNS, log }));
    results = {
      date: new Date().toISOString(),
      commit: commit(),
      browser: { version: browser.version(), kind: resolved.kind, executablePath: resolved.executablePath },
      cpuThrottlingRate: CPU_THROTTLING_RATE,
      runsPerPage: runs,
      monolith: { modules: monolith.modules.map((m) => m.key), shellGzip9Bytes: await gzip9Size(path.join(monolith.outDir, 'shell.js')) },
      shellInitialChunkGzip9Bytes: await gzip9Size(path.join(REPO_ROOT, 'shell/dist/shell.js')),
      pointer: await measurePointerCost(sites.urlOf('ours', '/mf/remotes.json')),
      pages: pageResults,
      networkProfiles,
      micro,
      ...(vitals ? { vitals } : {}),
    };
  } finally {
    await sites.stop();
  }

  const report = renderReport(results);
  const partial = ONLY !== undefined || VITALS_ONLY;
  const name = partial ? 'partial' : 'latest';
  const title = partial ? `partial run (${[ONLY ? `BENCH_PAGES=${ONLY.join(',')}` : '', VITALS_ONLY ? 'BENCH_VITALS=only' : ''].filter(Boolean).join(', ')})` : 'latest run';
  await writeFile(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(RESULTS_DIR, `${name}.md`), `# Benchmark: ${title}\n\n${report}`);
  console.log(`\n${report}`);
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s; bench/results/${name}.md and ${name}.json written`);
}

runBenchScript(main);
