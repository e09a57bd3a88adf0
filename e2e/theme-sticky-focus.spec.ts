import { expect, mounted, test } from './fixtures';

/**
 * Keyboard focus on /demo/theme-motion.html, whose bottom sticky bar waits,
 * fixed, at the edge of its section far below the window: every Tab from the
 * top lands on something the visitor sees (the page scrolls to the bar's
 * place as it would to any link), and the bar's placeholder copy, when there,
 * is inert: focus never lands on a copy.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('tabbing from the top: focus is always in view, the booking bar link included, never on a copy', async ({ page, consoleErrors }) => {
  await page.goto('/demo/theme-motion.html');
  await mounted(page.locator('body'), 'theme/sticky');
  const bar = page.locator('.et_pb_text_sticky_bottom:not(.et_pb_sticky_placeholder)');
  await expect(bar).toHaveAttribute('data-cmsmf-stuck', /./);

  const focused = page.locator(':focus');
  let reachedBar = false;
  for (let i = 0; i < 12 && !reachedBar; i++) {
    await page.keyboard.press('Tab');
    if ((await focused.count()) === 0) break;
    await expect(focused).toBeInViewport();
    expect(await focused.evaluate((el) => el.closest('[inert], [data-cmsmf-copy]') === null)).toBe(true);
    reachedBar = (await focused.textContent()) === 'see the timetable';
  }
  expect(reachedBar, 'Tab reached the booking bar').toBe(true);
  await expect(bar.getByRole('link', { name: 'see the timetable' })).toBeFocused();
  // Any copy of the bar that holds its place is out of the tab order and the accessibility tree.
  for (const copy of await page.locator('.et_pb_sticky_placeholder').all()) {
    await expect(copy).toHaveJSProperty('inert', true);
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
  }
  expect(consoleErrors).toEqual([]);
});
