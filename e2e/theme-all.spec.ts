import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * The theme page that carries the header, a slider, tabs, sticky bars and
 * scroll effects together (/demo/theme-all.html, the benchmark's theme page),
 * and the sticky state's own settings (theme-frontend.md §3 "stickyStyles",
 * "transition"; §4 "Sticky module"; §9 style finalisation 50 ms): the booking
 * bar is 60 % of its column, centred and 8 px lower while stuck, and switches
 * at once (transition off); the weather bar's colour change runs the page's
 * transition (transition on).
 */
const DEMO = '/demo/theme-all.html';
const BAR = '.et_pb_text_all_bar:not(.et_pb_sticky_placeholder)';
const BAR_PLACE = '.et_pb_text_all_bar.et_pb_sticky_placeholder';
const WEATHER = '.et_pb_text_all_weather:not(.et_pb_sticky_placeholder)';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;
const HEIGHT = 800;

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const documentTop = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
const box = (page: Page, selector: string) => page.locator(selector).evaluate((el) => {
  const { left, top, width } = el.getBoundingClientRect();
  return { left, top, width };
});
/** The fixed header's bottom edge, where a top-sticky module stops (0 when the header scrolls away, on narrow windows). */
/** Records the CSS transitions that start on an element (`transitionrun`), by property. */
const recordTransitions = (page: Page, selector: string) => page.locator(selector).evaluate((el) => {
  const seen: string[] = [];
  (window as unknown as { transitions: string[] }).transitions = seen;
  el.addEventListener('transitionrun', (event) => seen.push((event as TransitionEvent).propertyName));
});
const transitions = (page: Page) => page.evaluate(() => (window as unknown as { transitions: string[] }).transitions);
const headerBottom = (page: Page) => page.evaluate(() => {
  const header = document.getElementById('main-header')!;
  return getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
});

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    test('the page mounts the header, slider, tabs, sticky bars and scroll effects', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      await mounted(page.locator('#main-header'), 'theme/header');
      const slider = await mounted(page.locator('#harbour-slider'), 'theme/slider');
      await slider.getByRole('button', { name: 'Next slide' }).click();
      await expect(slider.locator('.et-pb-active-slide .et_pb_slide_title')).toHaveText('Harbour walls');
      const tabs = await mounted(page.locator('#tour-tabs'), 'theme/tabs');
      await tabs.getByRole('tab', { name: 'Evenings' }).click();
      await expect(tabs.getByRole('tabpanel')).toContainText('Sunset');
      for (const expose of ['theme/sticky', 'theme/scroll-effects']) await mounted(page.locator('body'), expose);
      // The fading card gets its scroll styles once it is near the window.
      await scrollTo(page, (await documentTop(page, '.et_pb_text_all_fade')) - HEIGHT / 2);
      await expect.poll(() => page.locator('.et_pb_text_all_fade').evaluate((el) => el.style.opacity)).not.toBe('');
      expect(consoleErrors).toEqual([]);
    });

    test('has no axe-core violations, the booking bar stuck', async ({ page }) => {
      await page.goto(DEMO);
      await mounted(page.locator('#tour-tabs'), 'theme/tabs');
      await mounted(page.locator('body'), 'theme/sticky');
      await scrollTo(page, (await documentTop(page, BAR)) + 150);
      await expect(page.locator(BAR)).toHaveCSS('position', 'fixed');
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });

    test('while stuck, the booking bar takes its sticky width, alignment and shift, and switches at once', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      await mounted(page.locator('body'), 'theme/sticky');
      const bar = page.locator(BAR);
      const before = await box(page, BAR);
      const column = await page.locator(BAR).evaluate((el) => el.parentElement!.getBoundingClientRect());
      await recordTransitions(page, BAR);
      await scrollTo(page, (await documentTop(page, BAR)) + 150);
      await expect(bar).toHaveCSS('position', 'fixed');
      // transition off: the page's colour transition does not run for the switch; the sticky colour is there at once.
      await expect(bar).toHaveCSS('background-color', 'rgb(11, 42, 64)');
      const stuck = await box(page, BAR);
      expect(stuck.width).toBeCloseTo(column.width * 0.6, 0);
      expect(stuck.left).toBeCloseTo(column.left + (column.width - stuck.width) / 2, 0);
      // 8 px below the fixed header, measured again once the header's shrinking transition has ended.
      await expect.poll(async () => Math.round((await box(page, BAR)).top - (await headerBottom(page)))).toBe(8);
      // The place keeps the module's own width in the flow.
      expect((await box(page, BAR_PLACE)).width).toBeCloseTo(before.width, 0);
      // After the style finalisation (50 ms) the page's own transition is back, and the parent's height is free again.
      await expect(bar).toHaveCSS('transition-duration', '0.3s');
      expect(await bar.evaluate((el) => el.style.transition)).toBe('');
      await expect(page.locator('.et-script-sticky-temporary-height-lock')).toHaveCount(0);

      // Back in the flow: its own width and place, at once.
      await scrollTo(page, 0);
      await expect(bar).not.toHaveCSS('position', 'fixed');
      expect(await bar.evaluate((el) => [el.style.width, el.style.maxWidth, el.style.left, el.style.top].join(''))).toBe('');
      await expect(bar).toHaveCSS('background-color', 'rgb(23, 65, 95)');
      expect(await transitions(page)).toEqual([]);
      expect((await box(page, BAR)).width).toBeCloseTo(before.width, 0);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('the transition setting on', () => {
  test.use({ viewport: { width: 1280, height: HEIGHT } });

  test('the weather bar\'s switch to its sticky colour runs the page\'s transition', async ({ page }) => {
    await page.goto(DEMO);
    await mounted(page.locator('body'), 'theme/sticky');
    const weather = page.locator(WEATHER);
    await recordTransitions(page, WEATHER);
    await scrollTo(page, (await documentTop(page, WEATHER)) + 150);
    await expect(weather).toHaveCSS('position', 'fixed');
    await expect.poll(() => transitions(page)).toContain('background-color');
    await expect(weather).toHaveCSS('background-color', 'rgb(90, 45, 107)');
    expect(await weather.evaluate((el) => el.style.transition)).toBe('');
  });
});

test.describe('with reduced motion', () => {
  test.use({ viewport: { width: 800, height: HEIGHT }, reducedMotion: 'reduce' });

  test('the sticky bars still stick with their sticky styles; the scroll-effect cards do not move', async ({ page }) => {
    await page.goto(DEMO);
    await mounted(page.locator('body'), 'theme/sticky');
    await scrollTo(page, (await documentTop(page, BAR)) + 150);
    await expect(page.locator(BAR)).toHaveCSS('position', 'fixed');
    await scrollTo(page, (await documentTop(page, '.et_pb_text_all_rise')) - HEIGHT / 2);
    expect(await page.locator('.et_pb_text_all_rise').evaluate((el) => el.style.transform)).toBe('');
  });
});
