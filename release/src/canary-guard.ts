import type { VersionStatus } from './status-summary';

/**
 * How much worse than stable a canary may do before it is halted (`release canary` options;
 * checked by `release watch` and `release status`, canary-watch.ts).
 */
export interface GuardRails {
  /** Percentage points the canary's load-failure rate may exceed stable's by (`--max-failure-rate`). */
  readonly maxFailureRate: number;
  /** Milliseconds the canary's p75 INP may exceed stable's by (`--max-inp-regression`). */
  readonly maxInpRegressionMs: number;
  /** Page views each of canary and stable needs before the rule judges (`--min-page-views`): fewer say nothing. */
  readonly minPageViews: number;
}

/**
 * The guard rails a canary gets when `release canary` names none: 2 points of load-failure rate
 * (a 0.5 % stable allows the canary 2.5 %), 50 ms of p75 INP (a quarter of the 200 ms under which
 * Core Web Vitals call INP good), each judged from 20 page views of canary and of stable: with the
 * shell's default sampling (0.1), about 200 visits of each.
 */
export const DEFAULT_GUARD_RAILS: GuardRails = { maxFailureRate: 2, maxInpRegressionMs: 50, minPageViews: 20 };

export type Verdict =
  | { readonly halt: true; readonly reason: string }
  | { readonly halt: false; readonly reason: string };

/** Floating-point noise: 5 % − 3 % is 2.0000000000000004 points, which is not beyond a 2-point margin. */
const EPSILON = 1e-9;
const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * Whether the canary must halt, by its telemetry and stable's over the same period. The rule:
 * halt when the canary's load-failure rate exceeds stable's by more than `maxFailureRate` points,
 * both having at least `minPageViews` page views; or when its p75 INP exceeds stable's by more than
 * `maxInpRegressionMs`, both having at least `minPageViews` page views with an INP traced to their
 * modules. At exactly the margin, or with fewer page views, it runs on. Failures are judged first.
 */
export function judgeCanary(stable: VersionStatus | undefined, canary: VersionStatus | undefined, rails: GuardRails): Verdict {
  const views = (s: VersionStatus | undefined) => s?.pageViews ?? 0;
  const inpViews = (s: VersionStatus | undefined) => s?.inpViews ?? 0;
  const waiting: string[] = [];
  if (views(canary) >= rails.minPageViews && views(stable) >= rails.minPageViews) {
    const excess = (canary!.failureRate - stable!.failureRate) * 100;
    if (excess - rails.maxFailureRate > EPSILON) {
      return { halt: true, reason: `load-failure rate ${pct(canary!.failureRate)} vs stable ${pct(stable!.failureRate)} (+${excess.toFixed(1)} points, margin ${rails.maxFailureRate}) over ${views(canary)} and ${views(stable)} page views` };
    }
  } else waiting.push(`failure rate: ${views(canary)} canary and ${views(stable)} stable page views of ${rails.minPageViews} each`);
  if (inpViews(canary) >= rails.minPageViews && inpViews(stable) >= rails.minPageViews) {
    const excess = canary!.p75InpMs! - stable!.p75InpMs!;
    if (excess - rails.maxInpRegressionMs > EPSILON) {
      return { halt: true, reason: `p75 INP ${Math.round(canary!.p75InpMs!)} ms vs stable ${Math.round(stable!.p75InpMs!)} ms (+${Math.round(excess)} ms, margin ${rails.maxInpRegressionMs} ms) over ${inpViews(canary)} and ${inpViews(stable)} page views` };
    }
  } else waiting.push(`INP: ${inpViews(canary)} canary and ${inpViews(stable)} stable page views with an interaction, of ${rails.minPageViews} each`);
  return { halt: false, reason: waiting.length > 0 ? `within its guard rails so far; too few to judge ${waiting.join('; ')}` : 'within its guard rails' };
}
