import type { Browser, Page } from 'playwright-core';
import type { Mountable } from '../measure-page';
import { recordNetwork } from '../network-log';
import { PAGE_TIMEOUT_MS, withThrottledPage } from '../throttled-page';
import { waitInPage } from '../wait-in-page';
import { cumulativeLayoutShift, worstWindow } from './cls-session-windows';
import type { VitalsProfile } from './vitals-profiles';
import { READ_VITALS, VITALS_PROBE_SOURCE, type VitalsReadout } from './vitals-probe';

/** Every file of the runtime is served under this path: blocking it leaves the server's markup alone. */
export const RUNTIME_FILES = '**/mf/**';
/** The page counts as settled after this long without a request in flight. */
const QUIET_MS = 1000;
/** How long a load waits for every module on the page to mount (one may never: it is measured as it stands). */
const MOUNT_WAIT_MS = 8000;

/** One page view's load vitals. */
export interface LoadVitals {
  readonly lcpMs: number | null;
  readonly lcpElement: string | null;
  /** Over the load and a scroll to the bottom. */
  readonly cls: number;
  /** The largest session window: when it started, and the elements its shifts moved. */
  readonly worstShift: { readonly startMs: number; readonly value: number; readonly sources: readonly string[] } | null;
}

/** Whether every element of a released module on the page has mounted (interaction modules mount on idle). */
const allMounted = (entries: readonly Mountable[]) =>
  `(${JSON.stringify(entries)}).every((e) => (e.global !== undefined && window[e.global] == null) || [...document.querySelectorAll(e.selector)].every((el) => el.closest('[data-cmsmf-mounted]') !== null))`;

/**
 * Scrolls to the bottom most of a screen a frame, as a visitor's fling does: what mounts on sight
 * may then mount after it came into view, and whatever it moves is counted.
 */
const SCROLL_TO_BOTTOM = `new Promise((resolve) => {
  const step = () => {
    const before = scrollY;
    scrollBy(0, Math.round(innerHeight * 0.8));
    if (scrollY === before) return resolve(true);
    requestAnimationFrame(step);
  };
  step();
})`;
/**
 * Loads `url` once on `profile` with a cold cache, waits until its modules have mounted and the network is
 * quiet, scrolls to the bottom and waits again, then reads LCP and CLS. With `blockRuntime`, every file of
 * the runtime is refused: what remains is the server markup's own layout shift and LCP.
 */
export async function measureLoadVitals(browser: Browser, url: string, profile: VitalsProfile, options: { blockRuntime: boolean; mountables: readonly Mountable[] }): Promise<LoadVitals> {
  return withThrottledPage(browser, async (page, cdp) => {
    const network = await recordNetwork(cdp);
    if (options.blockRuntime) await page.route(RUNTIME_FILES, (route) => route.abort());
    await page.addInitScript(VITALS_PROBE_SOURCE);
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await settle(page, network, options);
    await page.evaluate(SCROLL_TO_BOTTOM);
    await settle(page, network, options);
    const readout = (await page.evaluate(READ_VITALS)) as VitalsReadout;
    const worst = worstWindow(readout.shifts);
    return {
      lcpMs: readout.lcpMs,
      lcpElement: readout.lcpElement,
      cls: cumulativeLayoutShift(readout.shifts),
      worstShift: worst ? { startMs: worst.start, value: worst.value, sources: [...new Set(worst.shifts.flatMap((s) => s.sources ?? []))] } : null,
    };
  }, profile.network, profile.device);
}

async function settle(page: Page, network: Awaited<ReturnType<typeof recordNetwork>>, options: { blockRuntime: boolean; mountables: readonly Mountable[] }): Promise<void> {
  // A page whose module never mounts is measured as it stands: its CLS is still the visitor's.
  if (!options.blockRuntime) await waitInPage(page, allMounted(options.mountables), MOUNT_WAIT_MS).catch(() => undefined);
  await network.quiet(QUIET_MS, PAGE_TIMEOUT_MS);
  // Two frames, so that the last change is laid out and its shift reported.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}
