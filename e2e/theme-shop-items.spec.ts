import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * Shop item decoration on /demo/shop.html (theme-frontend.md §1; MARKUP-FACTS
 * "Shop / Woo loops"): a shop module and a related-products module below the
 * fold. As they come into view the theme's `./shop-items` gives each product its
 * order class and each image overlay the module's icon per device, which the
 * theme's stylesheet draws when the picture is hovered or the product focused.
 */
const DEMO = '/demo/shop.html';

/** The glyph the stylesheet draws in an overlay (its `::before` content, quotes removed). */
const glyph = (overlay: Locator) => overlay.evaluate((el) => getComputedStyle(el, '::before').content.replace(/^"|"$/g, ''));

test('the shop module loads as it comes into view, names its items and shows the desktop icon on hover', async ({ page, consoleErrors }) => {
  await page.goto(DEMO);
  const shop = page.locator('.et_pb_shop');
  await expect(shop).not.toHaveAttribute('data-cmsmf-mounted', /theme\/shop-items/);
  await shop.scrollIntoViewIfNeeded();
  await mounted(shop, 'theme/shop-items');
  await expect(shop.locator('li.product')).toHaveClass([/\bet_pb_shop_item_0_0\b/, /\bet_pb_shop_item_0_1\b/, /\bet_pb_shop_item_0_2\b/]);

  const overlay = shop.locator('li.product').nth(1).locator('.et_overlay');
  await expect(overlay).toHaveAttribute('data-icon', '»');
  await expect(overlay).toHaveAttribute('data-icon-phone', '+');
  await expect(overlay).toHaveClass('et_overlay et_pb_inline_icon et_pb_inline_icon_phone');
  expect(await glyph(overlay)).toBe('»');
  await expect(overlay).toHaveCSS('opacity', '0');
  await shop.locator('li.product').nth(1).locator('img').hover();
  await expect(overlay).toHaveCSS('opacity', '1');
  expect(consoleErrors).toEqual([]);
});

test('related products get their own icon and no order classes', async ({ page }) => {
  await page.goto(DEMO);
  const related = page.locator('.et_pb_wc_related_products');
  await related.scrollIntoViewIfNeeded();
  await mounted(related, 'theme/shop-items');
  const overlay = related.locator('.et_overlay').first();
  await expect(overlay).toHaveAttribute('data-icon', '★');
  expect(await glyph(overlay)).toBe('★');
  await expect(related.locator('li.product').first()).toHaveClass('product');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the overlay draws the module's phone icon, and the product is reached by keyboard with its overlay shown", async ({ page }) => {
    await page.goto(DEMO);
    const shop = page.locator('.et_pb_shop');
    await shop.scrollIntoViewIfNeeded();
    await mounted(shop, 'theme/shop-items');
    const link = shop.locator('.woocommerce-LoopProduct-link').first();
    const overlay = link.locator('.et_overlay');
    expect(await glyph(overlay)).toBe('+');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(overlay).toHaveCSS('opacity', '1');
  });
});

test('the decorated shop loops have no axe-core violations', async ({ page }) => {
  await page.goto(DEMO);
  const related = page.locator('.et_pb_wc_related_products');
  await related.scrollIntoViewIfNeeded();
  await mounted(related, 'theme/shop-items');
  await mounted(page.locator('.et_pb_shop'), 'theme/shop-items');
  const { violations } = await new AxeBuilder({ page }).include('.et_pb_shop').include('.et_pb_wc_related_products').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
