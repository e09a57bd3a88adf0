import type { Browser } from 'playwright-core';
import type { BenchSites, Variant } from '../bench-sites';
import type { DiscoveredPage } from '../discover-pages';
import type { Mountable } from '../measure-page';
import { VITALS_BUDGETS, runtimeAddedCls } from '../budgets';
import { latencySummary } from './interaction-latency';
import { INP_SCENARIOS, type InpScenario } from './inp-scenarios';
import { measureLoadVitals, type LoadVitals } from './load-vitals';
import { measureInpSteps } from './measure-inp';
import { vitalsOverruns } from './vitals-overruns';
import { VITALS_PROFILES } from './vitals-profiles';
import { summarizeLoadVitals, type ClsAuditRow, type InpRow, type PageVitalsRow, type VitalsResults, type VitalsVariant } from './vitals-results';

const LOAD_VARIANTS: readonly VitalsVariant[] = ['ours', 'monolith', 'jquery', 'blocked'];
const INP_VARIANTS: readonly Variant[] = ['ours', 'monolith'];
/** A demo page whose single audit run is over budget is measured this many times in all, and its median kept. */
const AUDIT_RECHECK_RUNS = 3;

export interface VitalsInput {
  readonly browser: Browser;
  readonly sites: BenchSites;
  /** The page types measured (page-types.ts), as found on the site. */
  readonly pages: readonly DiscoveredPage[];
  /** Every demo page, for the layout-shift audit. */
  readonly demoPaths: readonly string[];
  readonly mountables: readonly Mountable[];
  readonly runs: number;
  readonly log: (line: string) => void;
}

/**
 * The Web Vitals of `npm run bench`: LCP and CLS of each page type on the phone and desktop profiles (ours,
 * monolith, jQuery baseline, and the page with the runtime blocked), INP of each main interaction, and the
 * runtime's share of CLS on every demo page, checked against budgets.ts `VITALS_BUDGETS`.
 */
export async function measureVitals(input: VitalsInput): Promise<VitalsResults> {
  const { browser, sites, mountables, runs, log } = input;
  const url = (variant: VitalsVariant, path: string) => sites.urlOf(variant === 'blocked' ? 'ours' : variant, path);
  const load = (variant: VitalsVariant, path: string, profile: (typeof VITALS_PROFILES)[number]) =>
    // The baseline has no module to wait for.
    measureLoadVitals(browser, url(variant, path), profile, { blockRuntime: variant === 'blocked', mountables: variant === 'jquery' ? [] : mountables }).catch((error: unknown) => {
      log(`vitals ${path} ${profile.id} ${variant}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      return null;
    });

  const pages: PageVitalsRow[] = [];
  for (const page of input.pages) {
    if (page.path === null) continue;
    for (const profile of VITALS_PROFILES) {
      const samples = new Map<VitalsVariant, LoadVitals[]>(LOAD_VARIANTS.map((v) => [v, []]));
      // Interleaved, so that a noisy moment of the machine does not land on one build only.
      for (let run = 0; run < runs; run++) {
        for (const variant of LOAD_VARIANTS) {
          const sample = await load(variant, page.path, profile);
          if (sample) samples.get(variant)!.push(sample);
        }
      }
      pages.push({ label: page.type.label, path: page.path, profile: profile.id, variants: LOAD_VARIANTS.map((variant) => ({ variant, summary: summarizeLoadVitals(samples.get(variant)!) })) });
      log(`vitals: ${page.path} ${profile.id} done`);
    }
  }

  const inp: InpRow[] = [];
  for (const scenario of INP_SCENARIOS) {
    const path = scenarioPath(scenario, input.pages);
    if (path === null) continue;
    for (const profile of VITALS_PROFILES) {
      for (const variant of INP_VARIANTS) {
        const byStep = new Map<string, (number | null)[]>();
        const failed = new Map<string, number>();
        for (let run = 0; run < runs; run++) {
          const latencies = await measureInpSteps(browser, sites.urlOf(variant, path), profile, scenario.steps, log).catch(() => ({}) as Record<string, undefined>);
          for (const step of scenario.steps.filter((s) => s.only === undefined || s.only === profile.id)) {
            const latency = latencies[step.name];
            if (latency === undefined) failed.set(step.name, (failed.get(step.name) ?? 0) + 1);
            else byStep.set(step.name, [...(byStep.get(step.name) ?? []), latency]);
          }
        }
        for (const step of scenario.steps.filter((s) => s.only === undefined || s.only === profile.id)) {
          inp.push({ interaction: step.name, path, profile: profile.id, variant, summary: latencySummary(byStep.get(step.name) ?? []), failed: failed.get(step.name) ?? 0 });
        }
      }
      log(`vitals: INP on ${path} ${profile.id} done`);
    }
  }

  const audit: ClsAuditRow[] = [];
  for (const path of input.demoPaths) {
    for (const profile of VITALS_PROFILES) {
      const ours: LoadVitals[] = [];
      const blocked: LoadVitals[] = [];
      for (let run = 0; run < AUDIT_RECHECK_RUNS; run++) {
        const [a, b] = [await load('ours', path, profile), await load('blocked', path, profile)];
        if (a) ours.push(a);
        if (b) blocked.push(b);
        const [sa, sb] = [summarizeLoadVitals(ours), summarizeLoadVitals(blocked)];
        // One run settles a page well within budget; one over it is measured again before it is reported.
        if (sa && sb && runtimeAddedCls(sa.cls, sb.cls) <= VITALS_BUDGETS.runtimeAddedCls) break;
      }
      const [sa, sb] = [summarizeLoadVitals(ours), summarizeLoadVitals(blocked)];
      if (sa && sb) audit.push({ path, profile: profile.id, cls: sa.cls, blockedCls: sb.cls, worstShift: sa.worstShift, n: sa.n });
    }
    log(`vitals: CLS audit ${path} done`);
  }

  return { runsPerPage: runs, pages, inp, audit, overruns: vitalsOverruns(pages, inp, audit) };
}

function scenarioPath(scenario: InpScenario, pages: readonly DiscoveredPage[]): string | null {
  if ('path' in scenario.page) return scenario.page.path;
  const { type } = scenario.page;
  return pages.find((p) => p.type.id === type)?.path ?? null;
}
