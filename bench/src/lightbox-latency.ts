import type { Browser, Page } from 'playwright-core';
import { GALLERY_ITEM } from './interactions';
import { PAGE_TIMEOUT_MS, withThrottledPage } from './throttled-page';
import { waitInPage } from './wait-in-page';

const LATENCY_GLOBAL = '__cmsmfLatency';

/** Latencies of one page view, in ms: from the input event to the first frame showing its result. */
export interface LightboxLatencies {
  readonly open: number[];
  readonly next: number[];
}

// Strings, not functions: see PROBE_SOURCE in page-probe.ts.
export const INSTALL_LATENCY_PROBE = `(() => {
  const state = { t0: 0, t1: 0 };
  window.${LATENCY_GLOBAL} = state;
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, (e) => { state.t0 = e.timeStamp; }, true);
})()`;
const IMAGE_SRC = `document.querySelector('dialog[open] img')?.getAttribute('src') ?? null`;
/** Checked in requestAnimationFrame callbacks: the first frame that will show the result stamps t1. */
export const stampWhen = (condition: string) => `(() => { if (!(${condition})) return false; window.${LATENCY_GLOBAL}.t1 = performance.now(); return true; })()`;
export const LATENCY = `window.${LATENCY_GLOBAL}.t1 - window.${LATENCY_GLOBAL}.t0`;
/** Lets the open and close fades finish, so that one step does not overlap the next. */
const SETTLE = `Promise.race([
  Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
  new Promise((resolve) => setTimeout(resolve, 2000)),
])`;

async function timed(page: Page, act: () => Promise<void>, doneWhen: string): Promise<number> {
  await act();
  await waitInPage(page, stampWhen(doneWhen), PAGE_TIMEOUT_MS);
  return (await page.evaluate(LATENCY)) as number;
}

/**
 * Opens the lightbox on the first item and pages to the next image, `iterations`
 * times in one page view under CPU throttling, with real (trusted) input.
 */
export async function measureLightboxLatency(browser: Browser, url: string, iterations: number): Promise<LightboxLatencies> {
  return withThrottledPage(browser, async (page) => {
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await page.locator('[data-cmsmf-mounted~="gallery/lightbox"]').first().waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    await page.evaluate(INSTALL_LATENCY_PROBE);
    const result: LightboxLatencies = { open: [], next: [] };
    const item = page.locator(GALLERY_ITEM).first();
    for (let i = 0; i < iterations; i++) {
      result.open.push(await timed(page, () => item.click(), `document.querySelector('dialog[open]') !== null`));
      await page.evaluate(SETTLE);
      const before = (await page.evaluate(IMAGE_SRC)) as string | null;
      result.next.push(
        await timed(page, () => page.getByRole('button', { name: 'Next image' }).click(), `(${IMAGE_SRC}) !== ${JSON.stringify(before)}`),
      );
      await page.evaluate(SETTLE);
      await page.keyboard.press('Escape');
      await waitInPage(page, `document.querySelector('dialog[open]') === null`, PAGE_TIMEOUT_MS);
      await page.evaluate(SETTLE);
    }
    return result;
  });
}
