import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * Moving content that starts by itself stops for a visitor who asked for
 * reduced motion (WCAG 2.2.2) on /demo/theme.html: the slideshow (every 4 s)
 * and the rotating portfolio carousel (every 5 s) start paused, their Pause
 * button stays and shows Play, and Play runs them. Time is the page's fake
 * clock, moved on by the test, not waited for.
 */
const PAGE = '/demo/theme.html';

async function open(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto(PAGE);
}

const activeSlide = (page: Page) => page.locator('#tide-slider .et-pb-active-slide').getAttribute('data-slide-id');

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slideshow does not move on by itself; its button shows Play, and Play runs it', async ({ page, consoleErrors }) => {
    await open(page);
    const slider = await mounted(page.locator('#tide-slider'), 'theme/slider');
    const button = slider.locator('.cmsmf-slider-pause');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Play slideshow');
    const first = await activeSlide(page);
    await page.clock.runFor(9_000);
    expect(await activeSlide(page)).toBe(first);
    // Not moving, a new slide is announced when the visitor changes it.
    await expect(slider.locator('.et_pb_slides')).toHaveAttribute('aria-live', 'polite');

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleName('Pause slideshow');
    await page.mouse.move(0, 0);
    await button.blur();
    await page.clock.runFor(4_500);
    await expect.poll(() => activeSlide(page)).not.toBe(first);
    expect(consoleErrors).toEqual([]);
  });

  test('the portfolio carousel does not rotate by itself; its button shows Play', async ({ page }) => {
    await open(page);
    const carousel = page.locator('#work-portfolio');
    await carousel.scrollIntoViewIfNeeded();
    await mounted(carousel, 'theme/portfolio-carousel');
    const button = carousel.locator('.cmsmf-slider-pause');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Play rotation');
    const status = carousel.locator('[aria-live="polite"]');
    await expect(status).toHaveText(/^Group 1 of/);
    await page.mouse.move(0, 0);
    await page.clock.runFor(11_000);
    await expect(status).toHaveText(/^Group 1 of/);
  });
});

test('without reduced motion the slideshow moves on by itself (the same clock, the same page)', async ({ page }) => {
  await open(page);
  const slider = await mounted(page.locator('#tide-slider'), 'theme/slider');
  await expect(slider.locator('.cmsmf-slider-pause')).toHaveAttribute('aria-pressed', 'false');
  const first = await activeSlide(page);
  await page.mouse.move(0, 0);
  await page.clock.runFor(9_000);
  await expect.poll(() => activeSlide(page)).not.toBe(first);
});
