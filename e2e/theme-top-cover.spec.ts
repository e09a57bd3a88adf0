import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * What covers the top of the page, measured once for smooth scroll and sticky
 * modules (theme-frontend.md §2 "Smooth
 * scroll", §4 "Sticky module", §9 "Breakpoints"): the fixed header, and only
 * the sticky modules stuck to the top now.
 */
const PAGE = '/demo/theme-all.html';
const BAR = '.et_pb_text_all_bar:not(.et_pb_sticky_placeholder)';
const WEATHER = '.et_pb_text_all_weather:not(.et_pb_sticky_placeholder)';

async function open(page: Page, secondTheme = false): Promise<void> {
  if (secondTheme) {
    // The second theme marks its body `et_extra`; everything else on the page is the same.
    await page.route(PAGE, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<body class="', '<body class="et_extra ') });
    });
  }
  await page.goto(PAGE);
  await mounted(page.locator('#main-header'), 'theme/header');
  await mounted(page.locator('#page-container'), 'theme/page');
  await expect(page.locator(BAR)).toHaveClass(/et_pb_sticky_module/);
}

const jump = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
const docTop = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
const rect = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
/** The bottom of the fixed header, 0 when it is in the flow. */
const headerBottom = (page: Page) => page.evaluate(() => {
  const header = document.getElementById('main-header')!;
  return getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
});

test('a sticky module resting at its limit above the screen does not push a link’s target down', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await jump(page, 400);
  await expect(page.locator('#main-header')).toHaveClass(/et-fixed-header/);
  const header = await headerBottom(page);
  // Past the booking section, before the weather bar sticks: the booking bar rests at its section's end, above the screen.
  const start = Math.round((await docTop(page, WEATHER)) - header - 20);
  await jump(page, start);
  await expect(page.locator(BAR)).toHaveClass(/(^| )et_pb_sticky( |$)/);
  await expect.poll(async () => (await rect(page, BAR)).bottom).toBeLessThan(0);
  await expect(page.locator(WEATHER)).not.toHaveClass(/(^| )et_pb_sticky( |$)/);
  // The bar's own link, to the next section.
  await page.locator(`${BAR} a[href="#views"]`).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/#views$/);
  await expect.poll(async () => Math.abs((await rect(page, '#views')).top - header), { timeout: 5000 }).toBeLessThanOrEqual(3);
  expect(consoleErrors).toEqual([]);
});

for (const width of [1000, 1280]) {
  test(`second theme at ${width} px: a stuck bar and smooth scroll leave room for the same header`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, true);
    await jump(page, Math.round(await docTop(page, BAR)) + 200);
    await expect(page.locator(BAR)).toHaveClass(/(^| )et_pb_sticky( |$)/);
    // Its fixed navigation applies from 1024 px: below that nothing covers the top and the bar sticks at 0.
    const header = await headerBottom(page);
    expect(header > 0).toBe(width >= 1024);
    // (The page's sticky styles shift the stuck bar 8 px down.)
    await expect.poll(async () => Math.abs((await rect(page, BAR)).top - (header + 8))).toBeLessThanOrEqual(1);
    const bar = await rect(page, BAR);
    // A link's target stops below the same header and the stuck bar's height.
    await page.locator(`${BAR} a[href="#views"]`).click();
    await expect(page).toHaveURL(/#views$/);
    await expect.poll(async () => Math.abs((await rect(page, '#views')).top - (header + bar.height)), { timeout: 5000 }).toBeLessThanOrEqual(3);
    expect(consoleErrors).toEqual([]);
  });
}

test('inside the builder’s app frame, the top window’s admin bar is measured too', async ({ page, consoleErrors }) => {
  // The builder shows the page in a frame under the top window, whose admin bar (descriptor `window: 'top'`) is not in the frame.
  await page.setViewportSize({ width: 1320, height: 900 });
  await page.goto('/demo/plain.html');
  await page.evaluate(() => {
    const bar = document.createElement('div');
    bar.id = 'wpadminbar';
    bar.style.cssText = 'position:fixed;top:0;left:0;right:0;height:32px;background:#1d2327';
    const frame = document.createElement('iframe');
    frame.title = 'Builder preview';
    frame.style.cssText = 'width:1280px;height:800px;border:0';
    frame.src = '/demo/theme-headers.html';
    document.body.append(bar, frame);
  });
  await expect.poll(() => page.frames().some((f) => f.url().endsWith('/demo/theme-headers.html'))).toBe(true);
  const frame = page.frames().find((f) => f.url().endsWith('/demo/theme-headers.html'))!;
  await mounted(frame.locator('#page-container'), 'theme/page');
  expect(await frame.evaluate(() => document.getElementById('wpadminbar'))).toBeNull();
  await frame.getByRole('link', { name: 'Jump to the contact section' }).click();
  await expect.poll(() => frame.evaluate(() => location.hash)).toBe('#contact');
  // The section stops 32 px below the frame's fixed header (or as near as the end of the page lets it).
  const gap = () => frame.evaluate(() => {
    const header = document.getElementById('main-header')!;
    const headerBottom = getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
    const top = document.getElementById('contact')!.getBoundingClientRect().top;
    const highestPossible = top + window.scrollY - (document.documentElement.scrollHeight - window.innerHeight);
    return { reachable: highestPossible <= headerBottom + 32, off: Math.abs(top - Math.max(headerBottom + 32, highestPossible)) };
  });
  await expect.poll(async () => (await gap()).off, { timeout: 5000 }).toBeLessThanOrEqual(3);
  // Only a test of the bar if the page could stop there.
  expect((await gap()).reachable).toBe(true);
  expect(consoleErrors).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`a page with the admin bar at ${width} px: a link’s target stops below the bar and the fixed header, the bar counting above 600 px only`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    // A logged-in visitor's page: the platform prints its admin bar, fixed at the top, first in the body.
    await page.route('**/demo/theme-headers.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<body class="([^"]*)">/, '<body class="$1 admin-bar"><div id="wpadminbar" style="position:fixed;top:0;left:0;right:0;height:32px;z-index:100000;background:#1d2327"></div>');
      await route.fulfill({ response, body });
    });
    await page.goto('/demo/theme-headers.html');
    await expect(page.locator('#wpadminbar')).toHaveCount(1);
    await mounted(page.locator('#page-container'), 'theme/page');
    await page.getByRole('link', { name: 'Jump to the contact section' }).click();
    await expect(page).toHaveURL(/#contact$/);
    const off = () => page.evaluate(() => {
      const header = document.getElementById('main-header')!;
      // The fixed top bar and header together (the page's stylesheet does not move them below the admin bar).
      const first = document.getElementById('top-header') ?? header;
      const fixedHeader = getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom - first.getBoundingClientRect().top : 0;
      const bar = window.innerWidth > 600 ? 32 : 0;
      const top = document.getElementById('contact')!.getBoundingClientRect().top;
      const highestPossible = top + window.scrollY - (document.documentElement.scrollHeight - window.innerHeight);
      return Math.abs(top - Math.max(bar + fixedHeader, highestPossible));
    });
    await expect.poll(off, { timeout: 5000 }).toBeLessThanOrEqual(3);
    expect(consoleErrors).toEqual([]);
  });
}
