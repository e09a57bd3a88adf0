import type { Browser } from 'playwright-core';
import { BUDGETS } from './budgets';
import type { BenchSites, Variant } from './bench-sites';
import type { DiscoveredPage } from './discover-pages';
import { measureRun, type Mountable, type ReadySignal, type RunSample } from './measure-page';
import type { NetworkProfile } from './network-profiles';
import { summarizeRuns, type PageResult, type ProfileResult, type VariantResult } from './results';

const VARIANTS: readonly Variant[] = ['ours', 'monolith', 'jquery'];

/** Our builds wait for a module when markup of a released one is on the page; the baseline for jQuery's ready. */
const readySignal = (variant: Variant): ReadySignal => (variant === 'jquery' ? 'jquery-ready' : 'mount');

/** What the samples say the build waited for: `none` when no run found anything to mount. */
const readiness = (variant: Variant, samples: readonly RunSample[]): ReadySignal =>
  samples.some((s) => s.readyExpected) ? readySignal(variant) : 'none';

/**
 * Measures every found page in every build, `runs` times each. Runs interleave
 * the builds (ours, monolith, jQuery, ours…) so that a noisy moment of the
 * machine does not land on one build only.
 */
export async function measurePages(
  browser: Browser,
  sites: BenchSites,
  pages: readonly DiscoveredPage[],
  mountables: readonly Mountable[],
  runs: number,
  log: (line: string) => void,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const base = { id: page.type.id, label: page.type.label, path: page.path, status: page.status, note: page.note, features: page.features, budgetBytes: BUDGETS.pages[page.type.id] };
    if (page.path === null) {
      log(`${page.type.label}: not built (${page.note})`);
      results.push({ ...base, variants: [] });
      continue;
    }
    const pagePath = page.path;
    const samples = new Map<Variant, RunSample[]>(VARIANTS.map((v) => [v, []]));
    const errors = new Map<Variant, string>();
    for (let run = 0; run < runs; run++) {
      for (const variant of VARIANTS) {
        // The baseline has no feature code to interact with.
        const interaction = variant === 'jquery' ? undefined : page.type.interaction;
        try {
          const sample = await measureRun(browser, { url: sites.urlOf(variant, pagePath), ready: readySignal(variant), mountables, interaction });
          samples.get(variant)!.push(sample);
          if (sample.readyExpected && sample.interactiveMs === null) errors.set(variant, 'a run never became interactive');
        } catch (error) {
          errors.set(variant, error instanceof Error ? error.message.split('\n')[0]! : String(error));
        }
      }
      log(`${page.type.label}: run ${run + 1}/${runs}`);
    }
    const variants: VariantResult[] = VARIANTS.map((variant) => {
      const error = errors.get(variant);
      return {
        variant,
        url: sites.urlOf(variant, pagePath).replace(/^https?:\/\/[^/]+/, ''),
        ready: readiness(variant, samples.get(variant)!),
        summary: summarizeRuns(samples.get(variant)!),
        samples: samples.get(variant)!,
        ...(error === undefined ? {} : { error }),
      };
    });
    results.push({ ...base, variants });
    if (page.type.id === 'gallery') {
      results.push(await galleryOnPhone(browser, sites, pagePath, mountables, runs, base));
      results.push(await galleryNotOpened(browser, sites, pagePath, runs, base));
    }
    if (page.type.id === 'contactForm') results.push(await contactEveryFieldUsed(browser, sites, pagePath, mountables, runs, base));
  }
  return results;
}

/**
 * The gallery page opened on a 390×844 touch phone: what the desktop row
 * holds plus the lightbox's gesture chunk, which it fetches when it opens on a touch
 * screen. Same budget as the desktop.
 */
async function galleryOnPhone(browser: Browser, sites: BenchSites, pagePath: string, mountables: readonly Mountable[], runs: number, base: Omit<PageResult, 'variants'>): Promise<PageResult> {
  const variants: VariantResult[] = [];
  for (const variant of ['ours', 'monolith'] as const) {
    const samples: RunSample[] = [];
    for (let run = 0; run < runs; run++) samples.push(await measureRun(browser, { url: sites.urlOf(variant, pagePath), ready: 'mount', mountables, interaction: 'open-lightbox', phone: true }));
    variants.push({ variant, url: sites.urlOf(variant, pagePath).replace(/^https?:\/\/[^/]+/, ''), ready: readiness(variant, samples), summary: summarizeRuns(samples), samples });
  }
  return { ...base, label: 'gallery, opened on a phone (390×844, touch)', variants };
}

/**
 * The gallery page until intent or idle: what a visitor who has not
 * touched the gallery downloads. Measured with save-data on, which stops our
 * build at that point (no idle warm-up, no prefetch); the monolith does not care.
 */
async function galleryNotOpened(browser: Browser, sites: BenchSites, pagePath: string, runs: number, base: Omit<PageResult, 'variants'>): Promise<PageResult> {
  const variants: VariantResult[] = [];
  for (const variant of ['ours', 'monolith'] as const) {
    const samples: RunSample[] = [];
    for (let run = 0; run < runs; run++) samples.push(await measureRun(browser, { url: sites.urlOf(variant, pagePath), ready: 'none', saveData: true }));
    variants.push({ variant, url: sites.urlOf(variant, pagePath).replace(/^https?:\/\/[^/]+/, ''), ready: 'none', summary: summarizeRuns(samples), samples });
  }
  return { ...base, label: 'gallery, not opened (until intent or idle)', budgetBytes: BUDGETS.galleryUntilIntentOrIdle, variants };
}

/**
 * The contact page once every field of its contact form has been used:
 * the row above is the page before any interaction. Ours only: the monolith
 * holds every field from the start.
 */
async function contactEveryFieldUsed(browser: Browser, sites: BenchSites, pagePath: string, mountables: readonly Mountable[], runs: number, base: Omit<PageResult, 'variants'>): Promise<PageResult> {
  const samples: RunSample[] = [];
  for (let run = 0; run < runs; run++) samples.push(await measureRun(browser, { url: sites.urlOf('ours', pagePath), ready: 'mount', mountables, interaction: 'use-every-contact-field' }));
  const variants: VariantResult[] = [{ variant: 'ours', url: sites.urlOf('ours', pagePath).replace(/^https?:\/\/[^/]+/, ''), ready: readiness('ours', samples), summary: summarizeRuns(samples), samples }];
  return { ...base, label: 'contact form, every field used', budgetBytes: BUDGETS.contactFormEveryFieldUsed, variants };
}

/** Interactive time of every page with a released module, ours and the monolith, on each network profile. */
export async function measureProfiles(
  browser: Browser,
  sites: BenchSites,
  pages: readonly DiscoveredPage[],
  mountables: readonly Mountable[],
  profiles: readonly NetworkProfile[],
  runs: number,
  log: (line: string) => void,
): Promise<ProfileResult[]> {
  const results: ProfileResult[] = [];
  for (const profile of profiles) {
    for (const page of pages) {
      if (page.path === null || !page.features.some((f) => f.onPage && f.exposed)) continue;
      const summaries = [];
      for (const variant of ['ours', 'monolith'] as const) {
        const samples: RunSample[] = [];
        for (let run = 0; run < runs; run++) {
          try {
            samples.push(await measureRun(browser, { url: sites.urlOf(variant, page.path), ready: 'mount', mountables, profile }));
          } catch (error) {
            log(`${profile.id} ${page.type.label} ${variant}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
        summaries.push(summarizeRuns(samples));
      }
      results.push({ profile: profile.label, page: page.type.label, ours: summaries[0] ?? null, monolith: summaries[1] ?? null });
      log(`${profile.id}: ${page.type.label} done`);
    }
  }
  return results;
}
