import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * /demo/theme.html without the theme's runtime, as the README promises: the
 * page is what the server sent, and all of it is readable: every slide (in
 * a row the visitor scrolls), every tab panel, every toggle answer, and the
 * counters' real numbers (the countdown as the server computed it). Once
 * with the theme remote's files blocked (as the reliability specs block a
 * remote), once without scripts; at 390 and 1280 px.
 */
const PAGE = '/demo/theme.html';
/** The countdown's end on the page (`data-end-timestamp`). */
const FESTIVAL = 1_893_456_000;

async function expectAllReadable(page: Page): Promise<void> {
  for (const slider of ['#harbour-slider', '#tide-slider']) {
    const titles = page.locator(`${slider} .et_pb_slide_title`);
    await expect(titles).toHaveCount(3);
    for (const title of await titles.all()) {
      await title.scrollIntoViewIfNeeded();
      await expect(title).toBeInViewport({ ratio: 1 });
    }
  }
  for (const text of ['Calm water and fishing boats heading out.', 'Sunset over the breakwater, lights coming on in town.', 'The lighthouse sweeps the bay every ten seconds.']) {
    await expect(page.locator('#tour-tabs').getByText(text)).toBeVisible();
  }
  const answers = page.locator('.et_pb_toggle_content');
  await expect(answers).toHaveCount(4);
  for (const answer of await answers.all()) await expect(answer).toBeVisible();

  await expect(page.locator('.et_pb_counter_amount_number_inner')).toHaveText(['80%', '45%']);
  await expect(page.locator('.et_pb_circle_counter .percent p')).toHaveText('72%');
  await expect(page.locator('.et_pb_number_counter .percent-value')).toHaveText('12,500');
  // The time left when the page was sent: days to the festival from now, give or take the second it took.
  const days = await page.locator('.et_pb_countdown_timer .days .value').textContent();
  const expectedDays = Math.floor((FESTIVAL - Date.now() / 1000) / 86_400);
  expect([expectedDays, expectedDays + 1]).toContain(Number(days));
  expect(days).toMatch(/^\d{3,}$/);
  const clock = await page.locator('.et_pb_countdown_timer :is(.hours, .minutes, .seconds) .value').allTextContents();
  expect(clock).toHaveLength(3);
  for (const value of clock) expect(value).toMatch(/^\d{2}$/);
  expect(`${days}${clock.join('')}`).not.toMatch(/^0+$/);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('with the theme remote blocked, every slide, tab panel, toggle answer and counter is readable', async ({ page }) => {
      await page.route('**/mf/remotes/theme/**', (route) => route.abort());
      const blocked = page.waitForEvent('requestfailed', (request) => request.url().includes('/mf/remotes/theme/'));
      await page.goto(PAGE);
      await blocked;
      await expectAllReadable(page);
      await expect(page.locator('[data-cmsmf-mounted~="theme/slider"], [data-cmsmf-mounted~="theme/tabs"]')).toHaveCount(0);
    });

    test.describe('without scripts', () => {
      test.use({ javaScriptEnabled: false });

      test('every slide, tab panel, toggle answer and counter is readable', async ({ page }) => {
        await page.goto(PAGE);
        await expectAllReadable(page);
      });
    });
  });
}
