import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * Sliders and carousels of the theme demo page in a real browser
 * (theme-frontend.md §4 "Slider", §9 timings), at phone, tablet and desktop widths.
 */
const DEMO = '/demo/theme.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;

/** Waits until no transition runs: moves asked for during one are ignored (§4), as a visitor's would be. */
const settled = (page: Page) => expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);

const activeTitle = (page: Page, slider: string) => page.locator(`${slider} .et_pb_slide.et-pb-active-slide .et_pb_slide_title`);

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the slider shows one slide and moves with its labelled buttons and dots, wrapping', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      const slider = await mounted(page.locator('#harbour-slider'), 'theme/slider');
      await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(slider.locator('.et_pb_slide:visible')).toHaveCount(1);
      await expect(activeTitle(page, '#harbour-slider')).toHaveText('Morning boats');
      await slider.getByRole('button', { name: 'Previous slide' }).click();
      await expect(activeTitle(page, '#harbour-slider')).toHaveText('Evening lights');
      await settled(page);
      await slider.getByRole('button', { name: 'Next slide' }).click();
      await expect(activeTitle(page, '#harbour-slider')).toHaveText('Morning boats');
      await settled(page);
      await slider.getByRole('button', { name: 'Slide 2 of 3' }).click();
      await expect(activeTitle(page, '#harbour-slider')).toHaveText('Harbour walls');
      await expect(slider.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
      await expect(slider.locator('.et_pb_slide:visible')).toHaveCount(1);
      expect(consoleErrors).toEqual([]);
    });

    test('the carousel shows as many items as its width fits and moves by group', async ({ page }) => {
      await page.goto(DEMO);
      // Carousels load when seen.
      await page.locator('#boat-carousel').scrollIntoViewIfNeeded();
      const carousel = await mounted(page.locator('#boat-carousel'), 'theme/carousel');
      const columns = Number(await carousel.locator('.et_pb_carousel_items').getAttribute('data-cmsmf-columns'));
      const box = await carousel.boundingBox();
      // theme-frontend.md §9: 5 at 1600+, 4 at 1024+, 3 at 768+, 2 at 480+, else 1 (of the carousel's own width).
      const expected = box!.width >= 1600 ? 5 : box!.width >= 1024 ? 4 : box!.width >= 768 ? 3 : box!.width >= 480 ? 2 : 1;
      expect(columns).toBe(expected);
      await expect(carousel.locator('.et_pb_carousel_item:visible')).toHaveCount(Math.min(columns, 6));
      await carousel.getByRole('button', { name: 'Next items' }).click();
      await expect(carousel.locator('.et_pb_carousel_item:visible').first()).toHaveText(['Dinghy', 'Ketch', 'Trawler', 'Schooner', 'Ferry', 'Tug'][columns]!);
    });
  });
}

test('the slideshow advances, pauses on hover and with its visible pause button', async ({ page }) => {
  await page.clock.install();
  await page.goto(DEMO);
  const slider = await mounted(page.locator('#tide-slider'), 'theme/slider');
  await expect(activeTitle(page, '#tide-slider')).toHaveText('High tide');
  await page.clock.runFor(4100);
  await expect(activeTitle(page, '#tide-slider')).toHaveText('Low tide');
  await slider.hover();
  await page.clock.runFor(9000);
  await expect(activeTitle(page, '#tide-slider')).toHaveText('Low tide');
  await page.mouse.move(0, 0);
  const pause = slider.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await pause.press('Enter');
  await page.locator('h1').click();
  await expect(slider.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(9000);
  await expect(activeTitle(page, '#tide-slider')).toHaveText('Low tide');
  await slider.getByRole('button', { name: 'Play slideshow' }).click();
  await page.locator('h1').click();
  await page.clock.runFor(4100);
  await expect(activeTitle(page, '#tide-slider')).toHaveText('Spring tide');
});

test('with reduced motion the slide changes at once, without an animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(DEMO);
  const slider = await mounted(page.locator('#harbour-slider'), 'theme/slider');
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(activeTitle(page, '#harbour-slider')).toHaveText('Harbour walls');
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test('a swipe on a touch screen moves the slider', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(DEMO);
  const slider = await mounted(page.locator('#harbour-slider'), 'theme/slider');
  const box = (await slider.boundingBox())!;
  const y = box.y + box.height / 2;
  await slider.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, clientX: box.x + 300, clientY: y, isPrimary: true });
  await slider.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, clientX: box.x + 100, clientY: y + 5, isPrimary: true });
  await expect(activeTitle(page, '#harbour-slider')).toHaveText('Harbour walls');
  await context.close();
});

for (const [device, width] of Object.entries(WIDTHS)) {
  test(`the portfolio carousel at ${device} width rotates by itself and pauses on hover`, async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(DEMO);
    await page.locator('#work-portfolio').scrollIntoViewIfNeeded();
    const portfolio = await mounted(page.locator('#work-portfolio'), 'theme/portfolio-carousel');
    const first = portfolio.locator('.et_pb_portfolio_item:visible').first();
    await expect(first).toHaveText('Quay signs');
    // It moves on by as many items as its width shows (one on a phone).
    const shown = await portfolio.locator('.et_pb_portfolio_item:visible').count();
    const next = ['Quay signs', 'Ferry timetable', 'Museum guide', 'Festival poster', 'Lighthouse map', 'Boat names'][shown % 6]!;
    await page.clock.runFor(5100);
    await expect(first).toHaveText(next);
    await portfolio.hover();
    await expect(portfolio).toHaveClass(/et_carousel_hovered/);
    await page.clock.runFor(11000);
    await expect(first).toHaveText(next);
  });
}

test('the slideshow pauses while focus is inside it, and runs again once focus leaves', async ({ page }) => {
  await page.clock.install();
  await page.goto(DEMO);
  const slider = await mounted(page.locator('#tide-slider'), 'theme/slider');
  await expect(activeTitle(page, '#tide-slider')).toHaveText('High tide');
  // A keyboard visitor on the slider's own buttons is not moved on (WCAG 2.2.2).
  await slider.getByRole('button', { name: 'Pause slideshow' }).focus();
  await page.clock.runFor(9000);
  await expect(activeTitle(page, '#tide-slider')).toHaveText('High tide');
  await page.locator('h1').click();
  await page.clock.runFor(4100);
  await expect(activeTitle(page, '#tide-slider')).toHaveText('Low tide');
});
