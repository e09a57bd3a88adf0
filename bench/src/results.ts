import type { PointerCost } from './pointer-cost';
import type { Variant } from './bench-sites';
import type { FeatureStatus, PageStatus } from './discover-pages';
import type { ReadySignal, RunSample } from './measure-page';
import type { PageTypeId } from './page-types';
import { summarize, type Summary } from './stats';
import type { VitalsResults } from './vitals/vitals-results';

/** The figures of one build of one page, over all runs. */
export interface VariantSummary {
  /** Bytes do not vary between runs of one build: medians. */
  readonly jsTransferredBytes: number;
  readonly jsGzip9Bytes: number;
  readonly jsRequests: number;
  readonly cssTransferredBytes: number;
  readonly requests: number;
  /** Runs that never became interactive are left out; `n` says how many did. */
  readonly interactiveMs: Summary;
  readonly longTasks: Summary;
  readonly totalBlockingTimeMs: Summary;
  /** Median request-chain depth (chain-depth.ts). */
  readonly chainDepth: number;
}

export interface VariantResult {
  readonly variant: Variant;
  readonly url: string;
  readonly ready: ReadySignal;
  readonly summary: VariantSummary | null;
  readonly samples: readonly RunSample[];
  /** Why a run failed, if one did. */
  readonly error?: string;
}

export interface PageResult {
  readonly id: PageTypeId;
  readonly label: string;
  readonly path: string | null;
  readonly status: PageStatus;
  readonly note: string;
  readonly features: readonly FeatureStatus[];
  readonly budgetBytes: number;
  readonly variants: readonly VariantResult[];
}

export interface MicroResult {
  readonly name: string;
  readonly variant: Variant | null;
  /** `not measured`: the modules are released but the benchmark has no harness for them yet. */
  readonly status: 'measured' | 'not built' | 'not measured' | 'failed';
  readonly note: string;
  readonly p50Ms: number | null;
  readonly p95Ms: number | null;
  readonly samples: readonly number[];
}

export interface BenchResults {
  readonly date: string;
  readonly commit: string;
  /** The browser that ran: its version, where it came from and its path (`@cms-mf/test-support`). */
  readonly browser: { readonly version: string; readonly kind: string; readonly executablePath: string };
  readonly cpuThrottlingRate: number;
  readonly runsPerPage: number;
  readonly monolith: { readonly modules: readonly string[]; readonly shellGzip9Bytes: number };
  readonly shellInitialChunkGzip9Bytes: number;
  /** The release pointer as a page with modules receives it (pointer-cost.ts); absent in older runs. */
  readonly pointer?: PointerCost;
  readonly pages: readonly PageResult[];
  /** Interactive time of the pages with a released module on each network profile. */
  readonly networkProfiles?: readonly ProfileResult[];
  readonly micro: readonly MicroResult[];
  /** LCP, CLS and INP (bench/src/vitals); absent in older runs and with `BENCH_VITALS=off`. */
  readonly vitals?: VitalsResults;
}

/** One page on one network profile, ours against the monolith. */
export interface ProfileResult {
  readonly profile: string;
  readonly page: string;
  readonly ours: VariantSummary | null;
  readonly monolith: VariantSummary | null;
}

export function summarizeRuns(samples: readonly RunSample[]): VariantSummary | null {
  if (samples.length === 0) return null;
  const med = (pick: (s: RunSample) => number) => summarize(samples.map(pick)).median;
  return {
    jsTransferredBytes: med((s) => s.jsTransferredBytes),
    jsGzip9Bytes: med((s) => s.jsGzip9Bytes),
    jsRequests: med((s) => s.jsRequests),
    cssTransferredBytes: med((s) => s.cssTransferredBytes),
    requests: med((s) => s.requests),
    interactiveMs: summarize(samples.flatMap((s) => (s.interactiveMs === null ? [] : [s.interactiveMs]))),
    longTasks: summarize(samples.map((s) => s.longTasks)),
    totalBlockingTimeMs: summarize(samples.map((s) => s.totalBlockingTimeMs)),
    chainDepth: med((s) => s.chainDepth ?? 0),
  };
}
