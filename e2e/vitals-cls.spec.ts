import type { Page } from '@playwright/test';
import { runtimeAddedCls, VITALS_BUDGETS } from '@cms-mf/bench';
import { expect, mounted, test } from './fixtures';
import { blockRuntime, flingToBottom, holdRuntimeUntilPainted, readCls, recordLayoutShifts } from './support/layout-shift';

/**
 * The layout shift the runtime adds to a page (bench/src/budgets.ts `VITALS_BUDGETS.runtimeAddedCls`):
 * the runtime's files are held until the server markup has painted, as on a phone on a slow network,
 * so whatever a module changes as it mounts is a shift a visitor sees; the same page with the runtime
 * blocked is the reference.
 */
const WIDTHS = [390, 1280] as const;

/** CLS over the load (the runtime held until the first paint) until `ready`, then a fling to the bottom. */
async function clsWithRuntime(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<number> {
  await recordLayoutShifts(page);
  const hold = await holdRuntimeUntilPainted(page);
  await page.goto(path, { waitUntil: 'commit' });
  await hold.released();
  await ready(page);
  await flingToBottom(page);
  await everyModuleMounted(page);
  return readCls(page);
}

async function clsBlocked(page: Page, path: string): Promise<number> {
  await recordLayoutShifts(page);
  await blockRuntime(page);
  await page.goto(path);
  await flingToBottom(page);
  return readCls(page);
}

/** Every element the shell found a module for has mounted (it marks them `data-cmsmf-found` … `mounted`). */
async function everyModuleMounted(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-cmsmf-loading]').length)).toBe(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } });

    test('the fullscreen header has the window’s height before its module fits it: nothing below moves', async ({ page, consoleErrors }) => {
      await recordLayoutShifts(page);
      const hold = await holdRuntimeUntilPainted(page);
      await page.goto('/demo/theme.html', { waitUntil: 'commit' });
      const header = page.locator('.et_pb_fullwidth_header');
      await hold.released();
      await mounted(header, 'theme/fullwidth-header');
      const viewport = page.viewportSize()!;
      expect((await header.boundingBox())!.height).toBe(viewport.height);
      expect(await readCls(page)).toBeLessThanOrEqual(VITALS_BUDGETS.runtimeAddedCls);
      expect(consoleErrors).toEqual([]);
    });
  });
}
