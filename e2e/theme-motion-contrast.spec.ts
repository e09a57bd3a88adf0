import AxeBuilder from '@axe-core/playwright';
import { expect, mounted, test } from './fixtures';

/**
 * The pulsing badge (`.et_pb_icon`) on /demo/theme-motion.html keeps its
 * word readable all through its infinite animation: axe-core's colour
 * contrast check passes at every quarter of a pulse (the animation is held
 * at each point, not waited for).
 */
test('the pulsing badge passes the colour contrast check at every point of its pulse', async ({ page }) => {
  await page.goto('/demo/theme-motion.html');
  await mounted(page.locator('body'), 'theme/animations');
  const badge = page.locator('.et_pb_icon_0');
  await badge.scrollIntoViewIfNeeded();
  await expect.poll(() => badge.evaluate((el) => el.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(1);
  for (const point of [0, 0.25, 0.5, 0.75]) {
    await badge.evaluate((el, at) => {
      const [animation] = el.getAnimations();
      const duration = Number(animation!.effect!.getTiming().duration);
      animation!.pause();
      animation!.currentTime = duration * at;
    }, point);
    const { violations } = await new AxeBuilder({ page }).include('.et_pb_icon_0').withRules(['color-contrast']).analyze();
    expect(violations.map((violation) => violation.nodes.map((node) => node.failureSummary)), `at ${point * 100} % of the pulse`).toEqual([]);
  }
});
