import type { Browser } from 'playwright-core';
import { exposeKey, type ActiveExposes } from './active-exposes';
import type { BenchSites } from './bench-sites';
import type { MicroResult } from './results';
import { BUDGETS } from './budgets';
import type { DiscoveredPage } from './discover-pages';
import { LIGHTBOX_ITERATIONS } from './lightbox-micro';
import { exposeCodeBytes, SCROLL_CODE_EXPOSES } from './motion-code';
import { measureScrollFrames } from './scroll-frames';
import { measureThemeLatency } from './theme-latency';
import { CPU_THROTTLING_RATE } from './throttled-page';
import { scrollBenchPage, scrollPagePath } from './scroll-page';
import { percentile } from './stats';

/** Module counts of the scroll benchmark. */
export const SCROLL_MODULE_COUNTS = [10, 100, 1000] as const;
const SCROLL_NEEDS = ['./sticky', './scroll-effects'];

/** The scroll benchmark's pages, for the bench site to serve. */
export function scrollPages(): Map<string, string> {
  return new Map(SCROLL_MODULE_COUNTS.map((n) => [scrollPagePath(n), scrollBenchPage(n)]));
}

const missingFrom = (exposes: ActiveExposes, needs: readonly string[]) => needs.filter((expose) => !exposes.has(exposeKey('theme', expose)));

const empty = (name: string, status: MicroResult['status'], note: string): MicroResult => ({ name, variant: null, status, note, p50Ms: null, p95Ms: null, samples: [] });

/** The scroll rows' goal: p95 script time per frame at 1000 modules. */
export const SCROLL_P95_GOAL_MS = 2;
/**
 * Scroll gestures per row, each on a fresh page, their frames pooled: one gesture
 * gives about 150 frames, so its p95 is the 8th worst frame, and under CPU throttling
 * (whose pauses land in whichever script runs) it moved from 2.0 to 3.3 ms at 1000
 * modules between two runs on one machine. Three give about 450.
 */
const SCROLL_RUNS = 3;

/** The code of sticky and scroll effects against its budget, for the scroll rows' note. */
export async function scrollCodeNote(releasesDir: string): Promise<string> {
  const { modules, entry } = await exposeCodeBytes(releasesDir, 'theme', SCROLL_CODE_EXPOSES);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const verdict = modules <= BUDGETS.themeScrollCode ? 'ok' : 'OVER';
  return `code ${kb(modules)} KB gz ≤ ${kb(BUDGETS.themeScrollCode)} ${verdict} (+ theme entry ${kb(entry)} KB)`;
}

/**
 * How a scroll row slows the CPU. `applied`: DevTools' throttling, which pauses the
 * page's main thread now and then; a pause that lands in a script event counts in that
 * frame whole (about 3 ms), so even 10 modules, with almost no script, showed p95 of
 * 2.5-3.1 ms. `simulated`: no throttling, each frame's script time times the rate, as
 * Lighthouse's simulated throttling does: the slowdown spread evenly over the work.
 */
type CpuSlowdown = 'applied' | 'simulated';

async function scrollRow(browser: Browser, sites: BenchSites, n: number, codeNote: string, slowdown: CpuSlowdown): Promise<MicroResult> {
  const name = slowdown === 'applied' ? `scroll: script ms per frame, ${n} sticky + scroll-effect modules` : `scroll, simulated 4× CPU (script × 4): ms per frame, ${n} modules`;
  try {
    const samples: number[] = [];
    const forcedRender: number[] = [];
    const scale = slowdown === 'applied' ? 1 : CPU_THROTTLING_RATE;
    for (let run = 0; run < SCROLL_RUNS; run++) {
      const frames = await measureScrollFrames(browser, sites.urlOf('ours', scrollPagePath(n)), undefined, slowdown === 'applied' ? CPU_THROTTLING_RATE : 1);
      samples.push(...frames.script.map((ms) => Math.round(ms * scale * 1000) / 1000));
      forcedRender.push(...frames.forcedRender.map((ms) => ms * scale));
    }
    const p95 = percentile(samples, 95);
    const goal = n === 1000 ? `; p95 ${p95 !== null && p95 <= SCROLL_P95_GOAL_MS ? 'ok' : 'OVER'} vs ${SCROLL_P95_GOAL_MS} ms goal` : '';
    const ms = (value: number | null) => (value === null ? '—' : value.toFixed(2));
    const forced = `; style/layout forced in script p50 ${ms(percentile(forcedRender, 50))}, p95 ${ms(percentile(forcedRender, 95))} ms`;
    return { name, variant: 'ours', status: 'measured', note: `${codeNote}${goal}${forced}`, p50Ms: percentile(samples, 50), p95Ms: p95, samples };
  } catch (error) {
    return empty(name, 'failed', error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
}

const LATENCY_ROWS = [['slider next: interaction latency', './slider'], ['tab switch: interaction latency', './tabs']] as const;

/** Slider-next and tab-switch latency on the theme page, in our build and the monolith, as many times as the lightbox's. */
async function latencyRows(browser: Browser, sites: BenchSites, exposes: ActiveExposes, theme: DiscoveredPage | undefined): Promise<MicroResult[]> {
  const missing = missingFrom(exposes, LATENCY_ROWS.map(([, expose]) => expose));
  const onPage = theme?.features.filter((f) => f.onPage).map((f) => f.module) ?? [];
  const absent = LATENCY_ROWS.filter(([, expose]) => !onPage.includes(exposeKey('theme', expose))).map(([, expose]) => expose);
  if (missing.length > 0 || !theme?.path || absent.length > 0) {
    const note = missing.length > 0 ? `theme does not expose ${missing.join(', ')}` : `no theme page with ${absent.join(', ') || 'a slider and tabs'}`;
    return LATENCY_ROWS.map(([name]) => empty(name, 'not built', note));
  }
  const rows: MicroResult[] = [];
  for (const variant of ['ours', 'monolith'] as const) {
    try {
      const { sliderNext, tabSwitch } = await measureThemeLatency(browser, sites.urlOf(variant, theme.path), LIGHTBOX_ITERATIONS);
      for (const [name, samples] of [[LATENCY_ROWS[0][0], sliderNext], [LATENCY_ROWS[1][0], tabSwitch]] as const) {
        rows.push({ name, variant, status: 'measured', note: theme.path, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), samples });
      }
    } catch (error) {
      const note = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      rows.push(...LATENCY_ROWS.map(([name]) => ({ ...empty(name, 'failed', note), variant })));
    }
  }
  return rows;
}

/**
 * The theme's runtime micro-benchmarks: per-frame script time of a wheel
 * scroll with N sticky and scroll-effect modules (p50, p95), once the active
 * theme release exposes `./sticky` and `./scroll-effects` (4× CPU throttling; the note
 * carries their code's gzipped bytes against the budget); slider-next and
 * tab-switch latency on the theme page (`theme`), in our build and the monolith.
 */
export async function themeMicro(browser: Browser, sites: BenchSites, exposes: ActiveExposes, releasesDir?: string, theme?: DiscoveredPage): Promise<MicroResult[]> {
  const rows: MicroResult[] = [];
  const scrollMissing = missingFrom(exposes, SCROLL_NEEDS);
  const codeNote = scrollMissing.length === 0 && releasesDir !== undefined ? await scrollCodeNote(releasesDir) : '';
  for (const slowdown of ['applied', 'simulated'] as const) {
    for (const n of SCROLL_MODULE_COUNTS) {
      rows.push(scrollMissing.length > 0
        ? empty(`scroll: script ms per frame, ${n} sticky + scroll-effect modules`, 'not built', `theme does not expose ${scrollMissing.join(', ')}`)
        : await scrollRow(browser, sites, n, codeNote, slowdown));
    }
  }
  rows.push(...(await latencyRows(browser, sites, exposes, theme)));
  return rows;
}
