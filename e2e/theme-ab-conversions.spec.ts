import { expect, mounted, test } from './fixtures';
import { siteRows } from './fixtures/theme/database';

/**
 * Split-test conversions counted on the order-received page (test 47, which no
 * other page carries): a visitor who added to the cart from a shop module that is
 * a test's goal carries the session cookie `et_pb_ab_shop_log`, and a page with
 * shortcode tracking on leaves `et_pb_ab_shortcode_track_{postId}`, each
 * `{postId}_{subjectId}_{testId}` (theme-frontend.md §3, §4, §9). The page's
 * `.et_pb_ab_shop_conversion` and `.et_pb_ab_split_track` log `con_goal` and
 * `con_short` for that subject, once per visitor, read back from SQLite.
 */
const DEMO = '/demo/order-received.html';

const statsSince = (since: string) =>
  siteRows<{ record_type: string; subject_id: string }>("SELECT record_type, subject_id FROM ab_stats WHERE test_id = '47' AND created_at >= ? ORDER BY record_type", since);

test('the order page logs the shop conversion and the tracked shortcode conversion once, for the subject the visitor saw', async ({ page, context, baseURL, consoleErrors }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  await context.addCookies([
    { name: 'et_pb_ab_shop_log', value: '47_2_47', url: baseURL! },
    { name: 'et_pb_ab_shortcode_track_47', value: '47_1_47', url: baseURL! },
  ]);
  await page.goto(DEMO);
  await mounted(page.locator('body'), 'theme/ab-testing');
  await expect.poll(() => statsSince(since), { timeout: 10_000 }).toEqual([
    { record_type: 'con_goal', subject_id: '2' },
    { record_type: 'con_short', subject_id: '1' },
  ]);
  // The shop cookie is spent; both conversions are remembered for the visitor.
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies).toMatchObject({ et_pb_ab_shop_log: 'true', et_pb_ab_con_goal_47472: 'true', et_pb_ab_con_short_4747: 'true' });

  // Coming back with the same cookies again records nothing more.
  await context.addCookies([{ name: 'et_pb_ab_shop_log', value: '47_2_47', url: baseURL! }]);
  await page.reload();
  await mounted(page.locator('body'), 'theme/ab-testing');
  await page.waitForLoadState('networkidle');
  expect(statsSince(since)).toHaveLength(2);
  expect(consoleErrors).toEqual([]);
});
