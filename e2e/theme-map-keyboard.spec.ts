import { expect, mounted, test } from './fixtures';

/**
 * The map on /demo/theme-media.html for a keyboard visitor: tabbing from the
 * top of the page, focus reaching the map's markup (a link in a pin) loads it
 * as being in view does, and once it is there focus is in the map, whose pins
 * and zoom buttons come next; it never falls back to the page.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('tabbing from the top reaches the map, mounts it and goes on through its pins and zoom buttons', async ({ page, consoleErrors }) => {
  // Some sixty Tab presses, each read back: slow on a busy machine, not waiting on time.
  await page.goto('/demo/theme-media.html');
  const map = page.locator('.et_pb_map_container');
  const inMap = () => page.evaluate(() => document.activeElement?.closest('.et_pb_map_container') !== null);
  let presses = 0;
  while (!(await inMap())) {
    await page.keyboard.press('Tab');
    expect(++presses, 'Tab never reached the map').toBeLessThan(80);
  }
  await mounted(map, 'theme/map');
  const canvas = map.locator('.leaflet-container');
  // Focus stays in the map while it replaces the pins' list (it is never left on a hidden link).
  await expect(canvas).toBeVisible();
  await expect.poll(inMap).toBe(true);
  await expect(page.locator(':focus')).toBeVisible();

  // Onwards, the map's own controls: every pin, then zoom in and out.
  const reached: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
  }
  expect(reached).toEqual(['Harbour office, London', 'River base, Stratford-upon-Avon', 'Zoom in', 'Zoom out']);
  // A pin opens its details with Enter.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(map.locator('.leaflet-popup')).toContainText('Kayaks and canoes');
  expect(consoleErrors).toEqual([]);
});
