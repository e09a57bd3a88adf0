import type { Browser } from 'playwright-core';
import { PAGE_TIMEOUT_MS, withThrottledPage } from './throttled-page';
import { scriptFrames, type FrameScript, type TraceEvent } from './trace-frames';

/**
 * The scroll: 6000 px down (or to the page's end) at 2400 px/s (a brisk wheel scroll), as one scroll
 * gesture of mouse-wheel input that the browser itself generates. No script
 * of the measurement runs in the page while it scrolls: a page-side
 * `requestAnimationFrame` loop calling `scrollBy` (the first harness) counted
 * its own callback as the page's script, and the style recalculation its
 * `scrollBy` forced (median 2.1 ms a frame at 1000 modules, on its own above
 * the 2 ms goal). The browser draws as many frames as it manages.
 */
export const SCROLL_DISTANCE_PX = 6000;
const SCROLL_SPEED_PX_S = 2400;
const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline.frame';

/**
 * Script ms in each frame of a wheel scroll, once the page's body modules
 * (sticky, scroll effects) are mounted, under CPU throttling, from a DevTools
 * trace; with the style and layout that script forced, per frame.
 */
export async function measureScrollFrames(browser: Browser, url: string, mountedSelector = 'body[data-cmsmf-mounted]', cpuRate?: number): Promise<FrameScript> {
  return withThrottledPage(browser, async (page, cdp) => {
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await page.locator(mountedSelector).first().waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    await page.waitForTimeout(500);
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    // A short page scrolls to its end.
    const distance = Math.min(SCROLL_DISTANCE_PX, (await page.evaluate('document.documentElement.scrollHeight - window.innerHeight')) as number);

    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(viewport.width / 2),
      y: Math.round(viewport.height / 2),
      yDistance: -distance,
      speed: SCROLL_SPEED_PX_S,
      gestureSourceType: 'mouse',
      preventFling: true,
    });
    await cdp.send('Tracing.end');
    await complete;
    const scrolled = (await page.evaluate('window.scrollY')) as number;
    if (scrolled < distance / 2) throw new Error(`the scroll gesture moved the page ${scrolled} px of ${distance}`);
    return scriptFrames(events);
  }, undefined, undefined, cpuRate);
}
