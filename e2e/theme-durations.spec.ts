import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * The durations of theme-frontend.md §9 "Timing", read from the animations the
 * modules start (`getAnimations()`), not from how long a busy machine takes:
 * module slider fade 700, tabs 500, accordion and toggle 700, carousel 1000,
 * mobile menu slide 500; and none at all under reduced motion.
 */

/**
 * Runs `act` and returns the durations, ms, of the script animations (not CSS
 * transitions) that start inside `scope` in the frames after it. Under reduced
 * motion the change is made at once, so a few frames show that none started.
 */
async function durationsAfter(page: Page, scope: string, act: () => Promise<void>, maxFrames = 300): Promise<number[]> {
  await page.evaluate(({ selector, maxFrames: limit }) => {
    const w = window as unknown as { durations?: Promise<number[]> };
    w.durations = new Promise((resolve) => {
      const found = new Set<number>();
      let frames = 0;
      let sinceFound = 0;
      const tick = () => {
        for (const animation of document.getAnimations()) {
          if (animation instanceof CSSTransition || animation instanceof CSSAnimation) continue;
          const target = (animation.effect as KeyframeEffect | null)?.target;
          if (target?.closest(selector)) found.add(Number(animation.effect!.getTiming().duration));
        }
        if (found.size) sinceFound += 1;
        // A few frames after the first one appears (siblings may start a frame later), or none in `limit` frames.
        if (sinceFound > 5 || (frames += 1) > limit) resolve([...found].sort((a, b) => a - b));
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }, { selector: scope, maxFrames });
  await act();
  return page.evaluate(() => (window as unknown as { durations: Promise<number[]> }).durations);
}

for (const reduced of [false, true]) {
  test.describe(reduced ? 'under reduced motion' : 'with motion', () => {
    test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: reduced ? 'reduce' : 'no-preference' });

    test(`theme page: slider ${reduced ? 0 : 700}, tabs ${reduced ? 0 : 500}, accordion and toggle ${reduced ? 0 : 700}, carousel ${reduced ? 0 : 1000} ms`, async ({ page, consoleErrors }) => {
      await page.goto('/demo/theme.html');
      const none = (value: number[]) => (reduced ? [] : value);
      const frames = reduced ? 20 : 300;

      const slider = await mounted(page.locator('#harbour-slider'), 'theme/slider');
      expect(await durationsAfter(page, '#harbour-slider', () => slider.getByRole('button', { name: 'Next slide' }).click(), frames)).toEqual(none([700]));

      const tabs = page.locator('#tour-tabs');
      await tabs.scrollIntoViewIfNeeded();
      await mounted(tabs, 'theme/tabs');
      expect(await durationsAfter(page, '#tour-tabs', () => tabs.getByRole('tab', { name: 'Evenings' }).click(), frames)).toEqual(none([500]));

      const accordion = page.locator('.et_pb_accordion');
      await accordion.scrollIntoViewIfNeeded();
      await mounted(accordion, 'theme/accordion');
      expect(await durationsAfter(page, '.et_pb_accordion', () => accordion.locator('.et_pb_toggle_1 .et_pb_toggle_title').click({ position: { x: 5, y: 5 } }), frames)).toEqual(none([700]));

      const toggle = page.locator('.et_pb_toggle_3');
      await toggle.scrollIntoViewIfNeeded();
      await mounted(toggle, 'theme/toggle');
      expect(await durationsAfter(page, '.et_pb_toggle_3', () => toggle.getByRole('button').click(), frames)).toEqual(none([700]));

      const carousel = page.locator('#boat-carousel');
      await carousel.scrollIntoViewIfNeeded();
      await mounted(carousel, 'theme/carousel');
      expect(await durationsAfter(page, '#boat-carousel', () => carousel.getByRole('button', { name: 'Next items' }).click(), frames)).toEqual(none([1000]));
      expect(consoleErrors).toEqual([]);
    });

    test(`phone: the mobile menu slides ${reduced ? 0 : 500} ms each way`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/demo/theme-headers.html');
      const frames = reduced ? 20 : 300;
      await mounted(page.locator('#et-top-navigation'), 'theme/menus');
      const bar = page.getByRole('button', { name: 'Select Page' });
      expect(await durationsAfter(page, '#et_mobile_nav_menu', () => bar.click(), frames)).toEqual(reduced ? [] : [500]);
      await expect(page.locator('#mobile_menu')).toBeVisible();
      await page.locator('#mobile_menu').evaluate((el) => Promise.allSettled(el.getAnimations().map((animation) => animation.finished)));
      expect(await durationsAfter(page, '#et_mobile_nav_menu', () => bar.click(), frames)).toEqual(reduced ? [] : [500]);
      await expect(page.locator('#mobile_menu')).toBeHidden();
    });
  });
}
