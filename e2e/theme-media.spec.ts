import AxeBuilder from '@axe-core/playwright';
import { expect, mounted, test } from './fixtures';
import { frames } from './support/frames';

/**
 * The theme's media modules on `/demo/theme-media.html` (theme-frontend.md §1
 * "maps, video backgrounds, search"; MARKUP-FACTS "Map", "Video background",
 * "Video slider", "Search module"), at phone, tablet and desktop widths.
 */
const DEMO = '/demo/theme-media.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;

/** Whether the first video inside `el` plays (run in the page: no closure). */
const isPlaying = (el: Element) => !el.querySelector('video')!.paused;

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the background video plays in view, pauses out of view and on its button', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      const holder = page.locator('.et_pb_section_video_bg');
      await mounted(holder, 'theme/video-background');
      const video = holder.locator('video');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      await expect(page.locator('.et_pb_section_video')).toHaveAttribute('data-ratio', String(480 / 270));
      await page.locator('.et_pb_map_container').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
      const toggle = page.getByRole('button', { name: 'Pause background video' });
      await toggle.click();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect(page.getByRole('button', { name: 'Play background video' })).toHaveAttribute('aria-pressed', 'false');
      expect(consoleErrors).toEqual([]);
    });

    test('a video cover plays its video with a click or with Enter, and the video takes the focus', async ({ page }) => {
      await page.goto(DEMO);
      const module = page.locator('.et_pb_video_0');
      await module.scrollIntoViewIfNeeded();
      // The first click loads the module; it is held and replayed, so one click plays.
      await module.locator('.et_pb_video_overlay').click();
      await mounted(module, 'theme/video');
      await expect(module.locator('.et_pb_video_overlay')).toBeHidden();
      await expect.poll(() => module.evaluate(isPlaying)).toBe(true);
      await expect(module.locator('video')).toBeFocused();

      const slider = page.locator('.et_pb_video_slider');
      await slider.scrollIntoViewIfNeeded();
      await mounted(slider, 'theme/video-slider');
      const play = slider.getByRole('button', { name: 'Play video 1 of 3' });
      await play.focus();
      await page.keyboard.press('Enter');
      const first = slider.locator('.et_pb_video_slider_item_0');
      await expect.poll(() => first.evaluate(isPlaying)).toBe(true);
      // Moving on stops the video that was playing and shows its cover again.
      await slider.getByRole('button', { name: 'Show video 2 of 3' }).click();
      await expect(slider.locator('.et_pb_video_slider_item_1')).toBeVisible();
      await expect(slider.getByRole('button', { name: 'Show video 2 of 3' })).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => first.evaluate((el) => el.querySelector('video')!.paused)).toBe(true);
      await expect(first.locator('.et_pb_video_overlay')).not.toHaveCSS('display', 'none');
      // A move during the 700 ms fade is ignored (the slider's rule): wait for it to end.
      await expect(slider.locator('.et_pb_slider')).not.toHaveClass(/et_slide_transition_to_/);
      await slider.getByRole('button', { name: 'Next slide' }).click();
      await expect(slider.locator('.et_pb_video_slider_item_2')).toBeVisible();
      await expect(slider.getByRole('button', { name: 'Show video 3 of 3' })).toHaveAttribute('aria-current', 'true');
    });

    test('the map draws its pins from the markup; a pin opens its sanitised details from the keyboard', async ({ page, consoleErrors }) => {
      const tiles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/standins/map-tiles/')) tiles.push(request.url());
      });
      await page.goto(DEMO);
      const map = page.locator('.et_pb_map_container');
      await map.scrollIntoViewIfNeeded();
      await mounted(map, 'theme/map');
      const region = map.getByRole('region', { name: 'Map' });
      await expect(region).toBeVisible();
      await expect.poll(() => tiles.length).toBeGreaterThan(0);
      await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
      const pin = map.getByRole('button', { name: 'Harbour office, London' });
      await expect(pin).toBeVisible();
      await pin.focus();
      await page.keyboard.press('Enter');
      const popup = map.locator('.leaflet-popup-content');
      await expect(popup).toContainText('Open Monday to Friday');
      await expect(popup.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/demo/contact.html');
      // Greyscale follows the device: 60 % on a phone, none above.
      const filter = await map.locator('.leaflet-tile-pane').evaluate((el) => (el as HTMLElement).style.filter);
      expect(filter).toBe(device === 'phone' ? 'grayscale(60%)' : '');
      // The server's pin list is kept for screen readers without the map, hidden while the map shows.
      await expect(map.locator('.et_pb_map_pin').first()).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });

    test('an empty search is not sent and says why; a word is sent', async ({ page }) => {
      await page.goto(DEMO);
      const search = page.locator('.et_pb_search');
      await search.scrollIntoViewIfNeeded();
      await mounted(search, 'theme/search');
      await expect(page.getByRole('search', { name: 'Search for' })).toBeVisible();
      const field = search.getByRole('textbox', { name: 'Search for:' });
      await field.fill('   ');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(search.getByRole('status')).toHaveText('Please type what you are looking for.');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      expect(new URL(page.url()).search).toBe('');
      await field.fill('kayak');
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?s=kayak$/);
    });

    test('a narrow widget search gets its layout classes', async ({ page }) => {
      await page.goto(DEMO);
      const widget = page.locator('.widget_search');
      await widget.scrollIntoViewIfNeeded();
      await mounted(widget, 'theme/search');
      await expect(widget).toHaveClass(/et-narrow-wrapper/);
      await expect(widget).not.toHaveClass(/et-no-submit-button/);
      // Two search landmarks on one page: each gets its own name from its field's label.
      await expect(page.getByRole('search', { name: 'Search the site' })).toBeVisible();
    });
  });
}

test('reduced motion: the background video shows its first frame until the visitor presses Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(DEMO);
  const holder = page.locator('.et_pb_section_video_bg');
  await mounted(holder, 'theme/video-background');
  const video = holder.locator('video');
  // The module's IntersectionObserver reports the holder in view after the next frame and then plays
  // or pauses at once (\`play()\` clears \`paused\` synchronously): two frames, and it has decided.
  await frames(page, 2);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole('button', { name: 'Play background video' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
});

test('the media page has no axe-core violations once every module is mounted', async ({ page }) => {
  await page.goto(DEMO);
  for (const [selector, module] of [['.et_pb_section_video_bg', 'theme/video-background'], ['.et_pb_video_slider', 'theme/video-slider'], ['.et_pb_map_container', 'theme/map'], ['.et_pb_search', 'theme/search']] as const) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await mounted(page.locator(selector), module);
  }
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(violations).toEqual([]);
});
