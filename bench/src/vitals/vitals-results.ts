import type { Variant } from '../bench-sites';
import { median } from '../stats';
import type { LatencySummary } from './interaction-latency';
import type { LoadVitals } from './load-vitals';
import type { VitalsProfile } from './vitals-profiles';

/** A build of a page, or the page with the runtime's files blocked: the server markup alone. */
export type VitalsVariant = Variant | 'blocked';

/** LCP and CLS of one build of one page on one profile, median of its runs. */
export interface LoadVitalsSummary {
  readonly lcpMs: number | null;
  readonly cls: number;
  /** The largest shift window of the run with the most CLS: the trace of what moved. */
  readonly worstShift: LoadVitals['worstShift'];
  readonly n: number;
}

export interface PageVitalsRow {
  readonly label: string;
  readonly path: string;
  readonly profile: VitalsProfile['id'];
  readonly variants: readonly { readonly variant: VitalsVariant; readonly summary: LoadVitalsSummary | null }[];
}

export interface InpRow {
  readonly interaction: string;
  readonly path: string;
  readonly profile: VitalsProfile['id'];
  readonly variant: Variant;
  readonly summary: LatencySummary | null;
  /** Page views where the step could not run. */
  readonly failed: number;
}

/** The runtime's share of one demo page's CLS (budgets.ts `runtimeAddedCls`). */
export interface ClsAuditRow {
  readonly path: string;
  readonly profile: VitalsProfile['id'];
  readonly cls: number;
  readonly blockedCls: number;
  readonly worstShift: LoadVitals['worstShift'];
  readonly n: number;
}

export interface VitalsResults {
  readonly runsPerPage: number;
  readonly pages: readonly PageVitalsRow[];
  readonly inp: readonly InpRow[];
  readonly audit: readonly ClsAuditRow[];
  /** Every budget of bench/src/budgets.ts `VITALS_BUDGETS` not met, as its message says. */
  readonly overruns: readonly string[];
}

/** Median LCP and CLS of a page's runs (LCP of the runs that had one), with the worst run's shift trace. */
export function summarizeLoadVitals(runs: readonly LoadVitals[]): LoadVitalsSummary | null {
  if (runs.length === 0) return null;
  const lcps = runs.flatMap((r) => (r.lcpMs === null ? [] : [r.lcpMs]));
  const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
  return { lcpMs: lcps.length > 0 ? median(lcps) : null, cls: median(runs.map((r) => r.cls)), worstShift: worst.worstShift, n: runs.length };
}
