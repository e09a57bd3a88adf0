import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { runPastAbTimers } from './fixtures/theme/ab-timers';
import { siteRows } from './fixtures/theme/database';
import { pageRoundTrip } from './support/round-trip';

/**
 * Split-test goals on /demo/theme-split-test.html (test 43, which no other
 * page carries, so no other test's visitor adds rows; cache-plugin mode) in
 * Chromium (theme-frontend.md §3, §4, §7, §9): the subject is asked for and
 * swapped in, and each goal is recorded exactly once per visitor across
 * reloads, read back from SQLite.
 */
const DEMO = '/demo/theme-split-test.html';
const GOAL = '.et_pb_ab_goal_id-43';

/** Once the goal is in view, moves the page's clock past its A/B timers. */
async function readThePage(page: Page): Promise<void> {
  // An observer made now is told the goal is in view after the module's own, made at its mount, was.
  await page.locator(GOAL).evaluate((goal) => new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(goal);
  }));
  await runPastAbTimers(page);
}

/** Counts the A/B records the page sends from now on, by ajax or by beacon. */
function countAbLogs(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if ((request.postDataBuffer()?.toString('latin1') ?? '').includes('et_pb_update_stats_table')) sent += 1;
  });
  return () => sent;
}

const statsSince = (since: string) => siteRows<{ record_type: string; subject_id: string }>("SELECT record_type, subject_id FROM ab_stats WHERE test_id = '43' AND created_at >= ? ORDER BY id", since);

async function view(page: Page): Promise<void> {
  await page.goto(DEMO);
  await mounted(page.locator('body'), 'theme/ab-testing');
  await page.locator(GOAL).scrollIntoViewIfNeeded();
}

test('each goal is recorded once per visitor across reloads and a second visit', async ({ page, context, consoleErrors }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  const recorded = () => statsSince(since);
  await page.clock.install();

  await view(page);
  // The subject replaced its placeholders, sanitised, with its class.
  await expect(page.locator('.et_pb_subject_placeholder')).toHaveCount(0);
  const subject = page.locator('[class*="et_pb_ab_subject_id-43_"]');
  await expect(subject).toHaveCount(1);
  const subjectId = (await subject.getAttribute('class'))!.match(/et_pb_ab_subject_id-43_(\d+)/)![1]!;
  await expect(subject.locator('h2')).toBeVisible();

  // The goal in view starts its read timer: seen, then the page is read.
  await expect.poll(() => recorded().map((row) => row.record_type)).toContain('view_goal');
  await readThePage(page);
  await expect.poll(() => recorded().map((row) => row.record_type).sort()).toEqual(['read_goal', 'read_page', 'view_goal']);
  // Following the goal link leaves the page; the record still arrives (beacon).
  await page.locator(GOAL).click();
  await page.waitForURL(/\/demo\/plain\.html$/);
  await expect.poll(() => recorded().map((row) => row.record_type).sort(), { timeout: 10_000 }).toEqual(['click_goal', 'read_goal', 'read_page', 'view_goal']);

  // A reload and a later visit by the same visitor record nothing more: the page sends no record,
  // counted up to a request of its own after the timers and after the click.
  const logs = countAbLogs(page);
  await view(page);
  await page.reload();
  await mounted(page.locator('body'), 'theme/ab-testing');
  await page.locator(GOAL).scrollIntoViewIfNeeded();
  await readThePage(page);
  await pageRoundTrip(page);
  await page.locator(GOAL).click();
  await page.waitForURL(/\/demo\/plain\.html$/);
  await view(page);
  await readThePage(page);
  await pageRoundTrip(page);
  expect(logs()).toBe(0);

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
