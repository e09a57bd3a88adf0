import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * The split header (`et_header_style_split`) on /demo/theme-header-split.html:
 * the logo the theme moves into the middle of the menu keeps the logo's size,
 * so the header stays a header: with the theme running at 1280 px, without
 * scripts, with the theme remote blocked, and at 390 px.
 */
const PAGE = '/demo/theme-header-split.html';
/** The theme's logo height and the header's own (theme-shipped.css). */
const LOGO_HEIGHT = 54;
const HEADER_HEIGHT = 80;

async function expectCompactHeader(page: Page, logoParent: string): Promise<void> {
  const header = page.locator('#main-header');
  const logo = page.locator(`${logoParent} #logo`);
  await expect(logo).toBeVisible();
  await expect.poll(async () => (await logo.boundingBox())?.height).toBe(LOGO_HEIGHT);
  await expect.poll(async () => Math.round((await header.boundingBox())?.height ?? 0)).toBe(HEADER_HEIGHT);
  // The logo sits inside the header, and the menu beside it stays on one line.
  const headerBox = (await header.boundingBox())!;
  const logoBox = (await logo.boundingBox())!;
  expect(logoBox.y).toBeGreaterThanOrEqual(headerBox.y);
  expect(logoBox.y + logoBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('with the theme: the logo in the middle of the menu keeps its size and the header its height', async ({ page, consoleErrors }) => {
    await page.goto(PAGE);
    await mounted(page.locator('#main-header'), 'theme/header');
    await expectCompactHeader(page, '#top-menu > li.centered-inline-logo-wrap');
    // In the middle of the page's width, between the second and third items.
    const logo = (await page.locator('#logo').boundingBox())!;
    expect(Math.abs(logo.x + logo.width / 2 - 640)).toBeLessThan(80);
    const boats = (await page.locator('#menu-item-12 > a').boundingBox())!;
    const guides = (await page.locator('#menu-item-13 > a').boundingBox())!;
    expect(boats.x).toBeLessThan(logo.x);
    expect(guides.x).toBeGreaterThan(logo.x + logo.width);
    expect(consoleErrors).toEqual([]);
  });

  test('with the theme remote blocked: the logo stays at the left, at its size', async ({ page }) => {
    await page.route('**/mf/remotes/theme/**', (route) => route.abort());
    const blocked = page.waitForEvent('requestfailed', (request) => request.url().includes('/mf/remotes/theme/'));
    await page.goto(PAGE);
    await blocked;
    await expectCompactHeader(page, '.logo_container');
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the logo stays at the left, at its size', async ({ page }) => {
      await page.goto(PAGE);
      await expectCompactHeader(page, '.logo_container');
    });
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('with the theme: the logo stays at the left, at its size, beside the menu button', async ({ page }) => {
    await page.goto(PAGE);
    await mounted(page.locator('#main-header'), 'theme/header');
    await expectCompactHeader(page, '.logo_container');
    await expect(page.locator('.centered-inline-logo-wrap')).toHaveCount(0);
  });
});
