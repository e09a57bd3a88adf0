import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { BASELINE_SCRIPTS, baselinePath, toBaselinePage } from './baseline-page';
import { BASELINE_READY_SOURCE } from './page-probe';
import { REPO_ROOT } from './paths';

/** The three builds each page is measured in. */
export type Variant = 'ours' | 'monolith' | 'jquery';

export interface BenchSites {
  /** Base URL serving `variant`'s build of a page path. */
  urlOf(variant: Variant, pagePath: string): string;
  stop(): Promise<void>;
}

export interface BenchSitesOptions {
  readonly scratchDir: string;
  /** The site's own pages, copied next to the benchmark's variants. */
  readonly pagesDir: string;
  readonly releasesDir: string;
  readonly monolithDir: string;
  /** Pages that get a jQuery-era variant. */
  readonly pagePaths: readonly string[];
  /** The benchmark's own pages, by URL path. */
  readonly extraPages?: ReadonlyMap<string, string>;
}

/**
 * The site's pages plus the benchmark's own: the jQuery-era variant of each
 * measured page and the jQuery files they load (served like any page asset).
 */
async function preparePages(options: BenchSitesOptions): Promise<string> {
  const dir = path.join(options.scratchDir, 'pages');
  await cp(options.pagesDir, dir, { recursive: true });
  for (const script of BASELINE_SCRIPTS) {
    const target = path.join(dir, script.url);
    await mkdir(path.dirname(target), { recursive: true });
    await cp(path.join(REPO_ROOT, script.file), target);
  }
  for (const pagePath of options.pagePaths) {
    const html = await readFile(path.join(options.pagesDir, pagePath), 'utf8');
    const target = path.join(dir, baselinePath(pagePath));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, toBaselinePage(html, BASELINE_SCRIPTS.map((s) => s.url), BASELINE_READY_SOURCE));
  }
  for (const [pagePath, html] of options.extraPages ?? []) {
    const target = path.join(dir, pagePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
  }
  return dir;
}

/**
 * Two reference sites on free ports, each with its own temporary data folder:
 * one serving our shell (and the jQuery-era variants), one serving the monolith
 * as `shell.js`. Same pages, same server, same gzip.
 */
export async function startBenchSites(options: BenchSitesOptions): Promise<BenchSites> {
  const pagesDir = await preparePages(options);
  const dataDir = (variant: string) => path.join(options.scratchDir, `data-${variant}`);
  await Promise.all(['ours', 'monolith'].map((variant) => mkdir(dataDir(variant), { recursive: true })));
  const common = { PAGES_DIR: pagesDir, RELEASES_DIR: options.releasesDir };
  const ours = await startSiteProcess({ ...common, DATA_DIR: dataDir('ours') });
  let monolith: SiteProcess;
  try {
    monolith = await startSiteProcess({ ...common, SHELL_DIR: options.monolithDir, DATA_DIR: dataDir('monolith') });
  } catch (error) {
    await ours.stop();
    throw error;
  }
  return {
    urlOf: (variant, pagePath) =>
      variant === 'monolith' ? `${monolith.url}${pagePath}` : variant === 'jquery' ? `${ours.url}${baselinePath(pagePath)}` : `${ours.url}${pagePath}`,
    stop: async () => {
      await Promise.all([ours.stop(), monolith.stop()]);
    },
  };
}
