import type { Locator, Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * Swiping the theme's sliders and carousels on a touch screen (390 × 844,
 * touch emulated), with real touch input through the DevTools protocol: the
 * browser sees a finger, so it may take the gesture for panning and cancel
 * the pointer, as on a phone. A swipe left shows the next slide or group.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Drags one finger horizontally across the middle of `target` by `dx` px, in steps, as a hand does. */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const y = Math.round(box.y + box.height / 2);
  const x0 = Math.round(box.x + box.width / 2 - dx / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.round(x0 + (dx * i) / steps), y: y + i }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until the slide change has finished: a swipe during the transition is ignored, as the theme's own slider does. */
const settled = (target: Locator) => expect.poll(() => target.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);

test('the page-builder slider: a swipe left shows the next slide, a swipe right the previous', async ({ page, consoleErrors }) => {
  await page.goto('/demo/theme.html');
  const slider = await mounted(page.locator('#harbour-slider'), 'theme/slider');
  await expect(slider).toHaveCSS('touch-action', 'pan-y pinch-zoom');
  const slides = slider.locator('.et_pb_slide');
  await expect(slides.nth(0)).toBeVisible();
  await swipe(page, slider, -200);
  await expect(slides.nth(1)).toHaveClass(/et-pb-active-slide/);
  await expect(slides.nth(1)).toBeVisible();
  await settled(slider);
  await swipe(page, slider, 200);
  await expect(slides.nth(0)).toHaveClass(/et-pb-active-slide/);
  await settled(slider);
  // A mostly vertical move scrolls the page and leaves the slide alone.
  await swipe(page, slider, -30);
  await expect(slides.nth(0)).toHaveClass(/et-pb-active-slide/);
  expect(consoleErrors).toEqual([]);
});

test('the slideshow and both carousels on the theme page move on a swipe too', async ({ page }) => {
  await page.goto('/demo/theme.html');
  const tide = await mounted(page.locator('#tide-slider'), 'theme/slider');
  const tideStart = await tide.locator('.et-pb-active-slide').getAttribute('data-slide-id');
  await swipe(page, tide, -200);
  await expect(tide.locator('.et-pb-active-slide')).not.toHaveAttribute('data-slide-id', tideStart!);

  for (const [selector, module] of [['#boat-carousel', 'theme/carousel'], ['#work-portfolio', 'theme/portfolio-carousel']] as const) {
    const carousel = page.locator(selector);
    await carousel.scrollIntoViewIfNeeded();
    await mounted(carousel, module);
    await expect(carousel).toHaveCSS('touch-action', 'pan-y pinch-zoom');
    const status = carousel.locator('[aria-live="polite"]');
    await expect(status).toHaveText(/^Group 1 of \d+$/);
    await swipe(page, carousel, -200);
    await expect(status).toHaveText(/^Group 2 of \d+$/);
  }
});

test('the video slider on the media page moves on a swipe', async ({ page }) => {
  await page.goto('/demo/theme-media.html');
  const slider = page.locator('.et_pb_video_slider');
  await slider.scrollIntoViewIfNeeded();
  await mounted(slider, 'theme/video-slider');
  const slides = slider.locator('.et_pb_slides > .et_pb_video_slider_item');
  await expect(slides.nth(0)).toHaveClass(/et-pb-active-slide/);
  await swipe(page, slider.locator(':scope > .et_pb_slider'), -200);
  await expect(slides.nth(1)).toHaveClass(/et-pb-active-slide/);
});
