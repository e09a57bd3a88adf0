import type { Browser } from 'playwright-core';
import { PAGE_TIMEOUT_MS, withThrottledPage } from './throttled-page';
import { scriptMsPerFrame, type TraceEvent } from './trace-frames';

/** Frames of scripted scroll, and px per frame (about 2400 px/s at 60 fps: a brisk wheel scroll). */
export const SCROLL_FRAMES = 150;
const SCROLL_STEP_PX = 40;
const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline.frame';

/** One scrollBy per animation frame; resolves after the last frame. A string: see PROBE_SOURCE. */
const SCRIPTED_SCROLL = `new Promise((resolve) => {
  let frame = 0;
  const step = () => {
    window.scrollBy(0, ${SCROLL_STEP_PX});
    if (++frame < ${SCROLL_FRAMES}) requestAnimationFrame(step);
    else requestAnimationFrame(() => resolve(frame));
  };
  requestAnimationFrame(step);
})`;

/**
 * Script ms in each frame of a scripted scroll, once the page's body modules
 * (sticky, scroll effects) are mounted, under CPU throttling, from a DevTools trace.
 */
export async function measureScrollFrames(browser: Browser, url: string, mountedSelector = 'body[data-cmsmf-mounted]'): Promise<number[]> {
  return withThrottledPage(browser, async (page, cdp) => {
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await page.locator(mountedSelector).first().waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    await page.waitForTimeout(500);

    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await page.evaluate(SCRIPTED_SCROLL);
    await cdp.send('Tracing.end');
    await complete;
    return scriptMsPerFrame(events);
  });
}
