import type { Browser, Page } from 'playwright-core';
import { INSTALL_LATENCY_PROBE, LATENCY, stampWhen } from './lightbox-latency';
import { PAGE_TIMEOUT_MS, withThrottledPage } from './throttled-page';

/** Latencies of one page view, in ms: from the input event to the first frame showing its result. */
export interface ThemeLatencies {
  readonly sliderNext: number[];
  readonly tabSwitch: number[];
}

/** The theme page's first slider and tabs once mounted (shared-contracts/MARKUP.md). */
const SLIDER = '.et_pb_slider[data-cmsmf-mounted~="theme/slider"]';
const TABS = '.et_pb_tabs[data-cmsmf-mounted~="theme/tabs"]';
// Strings, not functions: see PROBE_SOURCE in page-probe.ts.
const ACTIVE_SLIDE = `document.querySelector('${SLIDER} .et_pb_slide.et-pb-active-slide')?.getAttribute('data-slide-id') ?? null`;
const paneShown = (index: number) => `document.querySelectorAll('${TABS} .et_pb_all_tabs > .et_pb_tab')[${index}]?.classList.contains('et_pb_active_content') === true`;
/**
 * Lets the slide's and the pane's fades finish: the slider and the tabs ignore
 * a move asked for during one (theme-frontend.md §4), as they would a visitor's.
 */
const SETTLE = `Promise.race([
  Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
  new Promise((resolve) => setTimeout(resolve, 2000)),
])`;

async function timed(page: Page, act: () => Promise<void>, doneWhen: string): Promise<number> {
  await act();
  await page.waitForFunction(stampWhen(doneWhen), undefined, { polling: 'raf', timeout: PAGE_TIMEOUT_MS });
  const latency = (await page.evaluate(LATENCY)) as number;
  await page.evaluate(SETTLE);
  return latency;
}

/**
 * Pages the theme page's first slider to its next slide, and switches its first
 * tabs to the next tab, `iterations` times each in one page view under CPU
 * throttling, with real (trusted) clicks on the modules' own buttons and tabs.
 */
export async function measureThemeLatency(browser: Browser, url: string, iterations: number): Promise<ThemeLatencies> {
  return withThrottledPage(browser, async (page) => {
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    const slider = page.locator(SLIDER).first();
    const tabs = page.locator(TABS).first();
    await slider.waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    await tabs.waitFor({ state: 'attached', timeout: PAGE_TIMEOUT_MS });
    await page.evaluate(INSTALL_LATENCY_PROBE);
    const next = slider.getByRole('button', { name: 'Next slide' });
    const tabList = tabs.getByRole('tab');
    const count = await tabList.count();
    const result: ThemeLatencies = { sliderNext: [], tabSwitch: [] };
    for (let i = 0; i < iterations; i++) {
      const before = (await page.evaluate(ACTIVE_SLIDE)) as string | null;
      result.sliderNext.push(await timed(page, () => next.click({ timeout: PAGE_TIMEOUT_MS }), `(${ACTIVE_SLIDE}) !== ${JSON.stringify(before)}`));
      const target = (i + 1) % count;
      result.tabSwitch.push(await timed(page, () => tabList.nth(target).click({ timeout: PAGE_TIMEOUT_MS }), paneShown(target)));
    }
    return result;
  });
}
