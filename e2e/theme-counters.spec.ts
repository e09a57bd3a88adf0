import { expect, mounted, test } from './fixtures';

/**
 * Countdown and counters of the theme demo page in a real browser
 * (theme-frontend.md §2, §4 "Countdown", §9), at phone, tablet and desktop widths.
 */
const DEMO = '/demo/theme.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;
/** The demo's festival: 1 January 2030, 00:00 UTC. */
const FESTIVAL_MS = 1_893_456_000_000;

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the countdown shows the time left and ticks every second', async ({ page, consoleErrors }) => {
      const start = FESTIVAL_MS - (3 * 86_400 + 4 * 3600 + 5 * 60 + 10) * 1000;
      await page.clock.install({ time: start - 4000 });
      // Time stands still until the test moves it.
      await page.clock.pauseAt(start - 3000);
      await page.goto(DEMO);
      // The countdown loads at idle: the page's idle callbacks run as its clock moves to the start.
      await page.clock.runFor(3000);
      const timer = page.locator('#festival-countdown');
      await timer.scrollIntoViewIfNeeded();
      await mounted(timer, 'theme/countdown');
      const values = timer.locator('.value');
      await expect(values).toHaveText(['003', '04', '05', '10']);
      await page.clock.runFor(1000);
      await expect(values).toHaveText(['003', '04', '05', '09']);
      await expect(timer.getByRole('timer')).toBeVisible();
      // Short labels where the long ones do not fit (400 px or less).
      const short = ((await timer.boundingBox())!.width) <= 400;
      await expect(timer.locator('.seconds .label')).toHaveText(short ? 'Sec' : 'Second(s)');
      expect(consoleErrors).toEqual([]);
    });

    test('bars fill to their percentage, the circle and the number count up', async ({ page }) => {
      await page.goto(DEMO);
      const bars = page.locator('.et_pb_counters');
      await bars.scrollIntoViewIfNeeded();
      await mounted(bars, 'theme/bar-counters');
      const meter = bars.getByRole('meter', { name: 'Sailing' });
      await expect(meter).toHaveAttribute('aria-valuenow', '80');
      const amount = bars.locator('.et_pb_counter_0 .et_pb_counter_amount');
      await expect.poll(async () => {
        const [bar, track] = await Promise.all([amount.boundingBox(), meter.boundingBox()]);
        return Math.round((bar!.width / track!.width) * 100);
      }).toBe(80);

      const circle = page.locator('.et_pb_circle_counter');
      await circle.scrollIntoViewIfNeeded();
      await mounted(circle, 'theme/circle-counter');
      await expect(circle.locator('canvas')).toHaveCount(1);
      await expect(circle.locator('.percent-value')).toHaveText('72', { timeout: 5000 });
      const number = page.locator('.et_pb_number_counter');
      await number.scrollIntoViewIfNeeded();
      await mounted(number, 'theme/number-counter');
      await expect(number.locator('.percent-value')).toHaveText('12,500', { timeout: 5000 });
    });
  });
}

test('a countdown past its end shows zeros and stops', async ({ page }) => {
  await page.clock.install({ time: FESTIVAL_MS + 60_000 });
  await page.goto(DEMO);
  const timer = page.locator('#festival-countdown');
  await timer.scrollIntoViewIfNeeded();
  await mounted(timer, 'theme/countdown');
  await expect(timer.locator('.value')).toHaveText(['000', '00', '00', '00']);
  await expect(timer.locator('.section.values.zero')).toHaveCount(4);
});

test('with reduced motion counters show their end at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(DEMO);
  const number = page.locator('.et_pb_number_counter');
  await number.scrollIntoViewIfNeeded();
  await mounted(number, 'theme/number-counter');
  await expect(number.locator('.percent-value')).toHaveText('12,500', { timeout: 500 });
});
