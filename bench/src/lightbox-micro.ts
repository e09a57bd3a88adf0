import type { Browser } from 'playwright-core';
import type { BenchSites, Variant } from './bench-sites';
import type { DiscoveredPage } from './discover-pages';
import { measureLightboxLatency } from './lightbox-latency';
import type { MicroResult } from './results';
import { percentile } from './stats';

/** Opens (and nexts) per build: enough samples for a p95 that is not the single slowest. */
export const LIGHTBOX_ITERATIONS = 20;

const row = (name: string, variant: Variant, samples: number[]): MicroResult => ({
  name,
  variant,
  status: 'measured',
  note: '',
  p50Ms: percentile(samples, 50),
  p95Ms: percentile(samples, 95),
  samples,
});

/** Lightbox open and next latency in our build and the monolith; "not built" without a gallery page. */
export async function lightboxMicro(browser: Browser, sites: BenchSites, gallery: DiscoveredPage | undefined): Promise<MicroResult[]> {
  // Measured once the module has mounted, which our build does when the page is idle (after its idle prefetch).
  const names = ['lightbox open after idle: interaction latency', 'lightbox next: interaction latency'] as const;
  if (!gallery?.path || gallery.status === 'not built') {
    const note = gallery?.note || 'no gallery page';
    return names.map((name) => ({ name, variant: null, status: 'not built', note, p50Ms: null, p95Ms: null, samples: [] }));
  }
  const results: MicroResult[] = [];
  for (const variant of ['ours', 'monolith'] as const) {
    const latencies = await measureLightboxLatency(browser, sites.urlOf(variant, gallery.path), LIGHTBOX_ITERATIONS);
    results.push(row(names[0], variant, latencies.open), row(names[1], variant, latencies.next));
  }
  return results;
}
