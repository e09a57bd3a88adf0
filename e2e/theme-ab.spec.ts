import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { siteRows } from './fixtures/theme/database';

/**
 * Split-test goals on /demo/theme-split-test.html (test 43, which no other
 * page carries, so no other test's visitor adds rows; cache-plugin mode) in
 * Chromium (theme-frontend.md §3, §4, §7, §9): the subject is asked for and
 * swapped in, and each goal is recorded exactly once per visitor across
 * reloads, read back from SQLite.
 */
const DEMO = '/demo/theme-split-test.html';
const GOAL = '.et_pb_ab_goal_id-43';
/** et_pb_custom.ab_bounce_rate of the reference site (5 s) plus a margin. */
const READ_PAGE_WAIT_MS = 6_000;


const statsSince = (since: string) => siteRows<{ record_type: string; subject_id: string }>("SELECT record_type, subject_id FROM ab_stats WHERE test_id = '43' AND created_at >= ? ORDER BY id", since);

async function view(page: Page): Promise<void> {
  await page.goto(DEMO);
  await mounted(page.locator('body'), 'theme/ab-testing');
  await page.locator(GOAL).scrollIntoViewIfNeeded();
}

test('each goal is recorded once per visitor across reloads and a second visit', async ({ page, context, consoleErrors }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  const recorded = () => statsSince(since);

  await view(page);
  // The subject replaced its placeholders, sanitised, with its class.
  await expect(page.locator('.et_pb_subject_placeholder')).toHaveCount(0);
  const subject = page.locator('[class*="et_pb_ab_subject_id-43_"]');
  await expect(subject).toHaveCount(1);
  const subjectId = (await subject.getAttribute('class'))!.match(/et_pb_ab_subject_id-43_(\d+)/)![1]!;
  await expect(subject.locator('h2')).toBeVisible();

  await expect.poll(() => recorded().map((row) => row.record_type).sort(), { timeout: 15_000 }).toEqual(['read_goal', 'read_page', 'view_goal']);
  // Following the goal link leaves the page; the record still arrives (beacon).
  await page.locator(GOAL).click();
  await page.waitForURL(/\/demo\/plain\.html$/);
  await expect.poll(() => recorded().map((row) => row.record_type).sort(), { timeout: 10_000 }).toEqual(['click_goal', 'read_goal', 'read_page', 'view_goal']);

  // A reload and a later visit by the same visitor record nothing more.
  await view(page);
  await page.reload();
  await page.locator(GOAL).scrollIntoViewIfNeeded();
  await page.waitForTimeout(READ_PAGE_WAIT_MS);
  await page.locator(GOAL).click();
  await page.waitForURL(/\/demo\/plain\.html$/);
  await view(page);
  await page.waitForTimeout(READ_PAGE_WAIT_MS);

  const rows = recorded();
  expect(rows.map((row) => row.record_type).sort()).toEqual(['click_goal', 'read_goal', 'read_page', 'view_goal']);
  expect(new Set(rows.map((row) => row.subject_id))).toEqual(new Set([subjectId]));
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining([`et_pb_ab_read_page_4343${subjectId}`, `et_pb_ab_view_goal_4343${subjectId}`, `et_pb_ab_read_goal_4343${subjectId}`, 'et_pb_ab_click_goal_4343']));
  expect(consoleErrors).toEqual([]);
});

test('the split-test page, its subject swapped in, has no axe-core violations', async ({ page }) => {
  await view(page);
  await expect(page.locator('.et_pb_subject_placeholder')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
