import type { Locator, Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * The controls a slider gets (Previous, Next, the dots, Pause) sit beside
 * the slide's words, never over them: on /demo/theme.html and
 * /demo/theme-all.html, at 390 and 1280 px, on every slide.
 */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const item of await locator.all()) {
    if (!(await item.isVisible())) continue;
    const box = await item.boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

/** Every visible control against every visible word of the active slide: the title, its text, its button. */
async function expectClear(page: Page, slider: Locator, name: string): Promise<void> {
  const controls = await boxesOf(slider.locator('.et-pb-slider-arrows button, .et-pb-controllers button, .cmsmf-slider-pause'));
  expect(controls.length, `${name} has controls`).toBeGreaterThan(0);
  const words = await boxesOf(slider.locator('.et-pb-active-slide').locator('.et_pb_slide_title, .et_pb_slide_content p, .et_pb_button'));
  expect(words.length, `${name} shows words`).toBeGreaterThan(0);
  for (const control of controls) {
    for (const word of words) expect(overlaps(control, word), `${name}: a control over the slide's words`).toBe(false);
  }
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    for (const [path, sliders] of [['/demo/theme.html', ['#harbour-slider', '#tide-slider']], ['/demo/theme-all.html', ['#harbour-slider']]] as const) {
      test(`${path}: the controls leave every slide's title and text uncovered`, async ({ page }) => {
        await page.goto(path);
        for (const selector of sliders) {
          const slider = await mounted(page.locator(selector), 'theme/slider');
          await slider.scrollIntoViewIfNeeded();
          const count = await slider.locator('.et_pb_slide').count();
          for (let i = 0; i < count; i++) {
            await expectClear(page, slider, `${path} ${selector} slide ${i + 1}`);
            await slider.getByRole('button', { name: /^Next/ }).click();
          }
        }
      });
    }
  });
}
