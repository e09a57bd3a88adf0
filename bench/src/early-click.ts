import type { Browser } from 'playwright-core';
import type { BenchSites, Variant } from './bench-sites';
import type { DiscoveredPage } from './discover-pages';
import { fetchedAfter, type FetchedResource } from './fetched-after';
import { GALLERY_ITEM } from './interactions';
import { INSTALL_LATENCY_PROBE, LATENCY, stampWhen } from './lightbox-latency';
import type { NetworkProfile } from './network-profiles';
import type { MicroResult } from './results';
import { percentile } from './stats';
import { PAGE_TIMEOUT_MS, withThrottledPage } from './throttled-page';
import { waitInPage } from './wait-in-page';

/** Cold page views per build: each gives one sample. */
const EARLY_CLICK_RUNS = 7;
/** The page's resource timing and the tap's `pointerdown` time stamp, read once the dialog is open. */
const FETCHES = `({ tap: window.__cmsmfLatency.t0, resources: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })) })`;

/**
 * Goal: a click on the third image before anything has loaded opens
 * the lightbox at that image. From the `pointerdown` of a click made as soon as
 * the document is parsed, to the first frame with the dialog open, on a cold
 * cache and `profile`'s network.
 */
export async function earlyClickMicro(browser: Browser, sites: BenchSites, gallery: DiscoveredPage | undefined, profile: NetworkProfile): Promise<MicroResult[]> {
  const name = `lightbox open, clicked before anything loaded (${profile.id})`;
  if (!gallery?.path || gallery.status === 'not built') {
    return [{ name, variant: null, status: 'not built', note: gallery?.note || 'no gallery page', p50Ms: null, p95Ms: null, samples: [] }];
  }
  const results: MicroResult[] = [];
  for (const variant of ['ours', 'monolith'] as const satisfies readonly Variant[]) {
    const samples: number[] = [];
    /** Per sample, how many of the shell's and remotes' files the tap still had to fetch. */
    const lateFiles: number[] = [];
    let failed = 0;
    for (let run = 0; run < EARLY_CLICK_RUNS; run++) {
      // One page that never loads on a loaded machine costs its sample, not the whole benchmark.
      const sample = await withThrottledPage(
        browser,
        async (page) => {
          await page.addInitScript(INSTALL_LATENCY_PROBE);
          await page.goto(sites.urlOf(variant, gallery.path!), { waitUntil: 'domcontentloaded', timeout: PAGE_TIMEOUT_MS });
          await page.locator(GALLERY_ITEM).nth(2).click({ timeout: PAGE_TIMEOUT_MS });
          await waitInPage(page, stampWhen(`document.querySelector('dialog[open]') !== null`), PAGE_TIMEOUT_MS);
          const { tap, resources } = (await page.evaluate(FETCHES)) as { tap: number; resources: FetchedResource[] };
          lateFiles.push(fetchedAfter(resources, tap).length);
          return (await page.evaluate(LATENCY)) as number;
        },
        profile,
      ).catch(() => null);
      if (sample === null) failed++;
      else samples.push(sample);
    }
    const late = lateFiles.length > 0 ? `files fetched after the tap: ${percentile(lateFiles, 50)} p50, ${Math.max(...lateFiles)} at most` : '';
    const note = [late, failed > 0 ? `${failed} of ${EARLY_CLICK_RUNS} loads failed (timed out on a loaded machine)` : ''].filter(Boolean).join('; ');
    const p = (at: number) => (samples.length > 0 ? percentile(samples, at) : null);
    results.push({ name, variant, status: 'measured', note, p50Ms: p(50), p95Ms: p(95), samples });
  }
  return results;
}
