import type { Browser } from 'playwright-core';
import { exposeKey, type ActiveExposes } from './active-exposes';
import type { BenchSites } from './bench-sites';
import type { MicroResult } from './results';
import { BUDGETS } from './budgets';
import { exposeCodeBytes, SCROLL_CODE_EXPOSES } from './motion-code';
import { measureScrollFrames } from './scroll-frames';
import { scrollBenchPage, scrollPagePath } from './scroll-page';
import { percentile } from './stats';

/** Module counts of the scroll benchmark (issue 4 §4). */
export const SCROLL_MODULE_COUNTS = [10, 100, 1000] as const;
const SCROLL_NEEDS = ['./sticky', './scroll-effects'];

/** The scroll benchmark's pages, for the bench site to serve. */
export function scrollPages(): Map<string, string> {
  return new Map(SCROLL_MODULE_COUNTS.map((n) => [scrollPagePath(n), scrollBenchPage(n)]));
}

const missingFrom = (exposes: ActiveExposes, needs: readonly string[]) => needs.filter((expose) => !exposes.has(exposeKey('theme', expose)));

const empty = (name: string, status: MicroResult['status'], note: string): MicroResult => ({ name, variant: null, status, note, p50Ms: null, p95Ms: null, samples: [] });

/** The scroll rows' goal (issue 15): p95 script time per frame at 1000 modules. */
export const SCROLL_P95_GOAL_MS = 2;

/** The code of sticky and scroll effects against its budget, for the scroll rows' note. */
export async function scrollCodeNote(releasesDir: string): Promise<string> {
  const { modules, entry } = await exposeCodeBytes(releasesDir, 'theme', SCROLL_CODE_EXPOSES);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const verdict = modules <= BUDGETS.themeScrollCode ? 'ok' : 'OVER';
  return `code ${kb(modules)} KB gz ≤ ${kb(BUDGETS.themeScrollCode)} ${verdict} (+ theme entry ${kb(entry)} KB)`;
}

async function scrollRow(browser: Browser, sites: BenchSites, n: number, codeNote: string): Promise<MicroResult> {
  const name = `scroll: script ms per frame, ${n} sticky + scroll-effect modules`;
  try {
    const { script: samples, forcedRender } = await measureScrollFrames(browser, sites.urlOf('ours', scrollPagePath(n)));
    const p95 = percentile(samples, 95);
    const goal = n === 1000 ? `; p95 ${p95 !== null && p95 <= SCROLL_P95_GOAL_MS ? 'ok' : 'OVER'} vs ${SCROLL_P95_GOAL_MS} ms goal` : '';
    const ms = (value: number | null) => (value === null ? '—' : value.toFixed(2));
    const forced = `; style/layout forced in script p50 ${ms(percentile(forcedRender, 50))}, p95 ${ms(percentile(forcedRender, 95))} ms`;
    return { name, variant: 'ours', status: 'measured', note: `${codeNote}${goal}${forced}`, p50Ms: percentile(samples, 50), p95Ms: p95, samples };
  } catch (error) {
    return empty(name, 'failed', error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
}

/**
 * The theme's runtime micro-benchmarks: per-frame script time of a scripted
 * scroll with N sticky and scroll-effect modules (p50, p95), once the active
 * theme release exposes `./sticky` and `./scroll-effects` (4× CPU throttling; the note
 * carries their code's gzipped bytes against the budget); slider and tab
 * latencies are reported "not built" until `./slider` and `./tabs` are released.
 */
export async function themeMicro(browser: Browser, sites: BenchSites, exposes: ActiveExposes, releasesDir?: string): Promise<MicroResult[]> {
  const rows: MicroResult[] = [];
  const scrollMissing = missingFrom(exposes, SCROLL_NEEDS);
  const codeNote = scrollMissing.length === 0 && releasesDir !== undefined ? await scrollCodeNote(releasesDir) : '';
  for (const n of SCROLL_MODULE_COUNTS) {
    rows.push(scrollMissing.length > 0
      ? empty(`scroll: script ms per frame, ${n} sticky + scroll-effect modules`, 'not built', `theme does not expose ${scrollMissing.join(', ')}`)
      : await scrollRow(browser, sites, n, codeNote));
  }
  for (const [name, expose] of [['slider next: interaction latency', './slider'], ['tab switch: interaction latency', './tabs']] as const) {
    const missing = missingFrom(exposes, [expose]);
    rows.push(missing.length > 0 ? empty(name, 'not built', `theme does not expose ${expose}`) : empty(name, 'not measured', `${expose} is released; its latency harness is still to write`));
  }
  return rows;
}
