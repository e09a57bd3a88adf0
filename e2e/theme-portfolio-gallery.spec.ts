import type { Locator } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * Filterable portfolio and gallery of the theme demo page in a real browser
 * (theme-frontend.md §2 hash state, §4 paging, §9 counts), at phone, tablet
 * and desktop widths.
 */
const DEMO = '/demo/theme.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;

const titles = (scope: Locator, item: string) => scope.locator(`${item}:visible h3`);

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the portfolio filters by category, pages 3 a page and keeps both in the address', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      const portfolio = page.locator('#work-filter');
      await portfolio.scrollIntoViewIfNeeded();
      await mounted(portfolio, 'theme/filterable-portfolio');
      await expect(titles(portfolio, '.et_pb_portfolio_item')).toHaveText(['Quay signs', 'Ferry timetable', 'Museum guide']);
      await portfolio.getByRole('button', { name: 'Print' }).click();
      await expect(portfolio.getByRole('button', { name: 'Print' })).toHaveAttribute('aria-pressed', 'true');
      await expect(titles(portfolio, '.et_pb_portfolio_item')).toHaveText(['Ferry timetable', 'Museum guide', 'Festival poster']);
      await portfolio.getByRole('navigation', { name: 'Portfolio pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(titles(portfolio, '.et_pb_portfolio_item')).toHaveText(['Tide tables']);
      expect(new URL(page.url()).hash).toBe('#work-filter|print|2');
      // Rows are marked: the first shown item starts a row and sits on the last row.
      await expect(portfolio.locator('.et_pb_portfolio_item:visible').first()).toHaveClass(/first_in_row.*on_last_row|on_last_row.*first_in_row/);
      expect(consoleErrors).toEqual([]);
    });

    test('the gallery pages 4 pictures a page and opens the gallery lightbox', async ({ page }) => {
      await page.goto(DEMO);
      const gallery = page.locator('#harbour-gallery');
      await gallery.scrollIntoViewIfNeeded();
      await mounted(gallery, 'theme/gallery');
      await expect(gallery.locator('.et_pb_gallery_item:visible')).toHaveCount(4);
      await gallery.getByRole('link', { name: 'Page 2' }).click();
      await expect(titles(gallery, '.et_pb_gallery_item')).toHaveText(['Forest', 'Glacier', 'Meadow']);
      expect(new URL(page.url()).hash).toBe('#harbour-gallery|2');
      // The gallery remote's lightbox (one lightbox for every gallery), over all of the gallery's images.
      await gallery.getByRole('link', { name: 'Glacier' }).click();
      const dialog = page.getByRole('dialog');
      await expect(page.getByRole('dialog', { name: 'Glacier' })).toBeVisible();
      await expect(page.locator('#eacf7-lightbox')).toHaveCount(1);
      await expect(dialog.locator('.eacf7-lightbox__caption')).toHaveText('6 / 7');
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('heading')).toHaveText('Meadow');
      await expect(dialog.getByRole('button', { name: 'Next image' })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(gallery.getByRole('link', { name: 'Glacier' })).toBeFocused();
      // The address still holds the gallery's page, not an image.
      expect(new URL(page.url()).hash).toBe('#harbour-gallery|2');
      await expect(titles(gallery, '.et_pb_gallery_item')).toHaveText(['Forest', 'Glacier', 'Meadow']);
    });
  });
}

test('the address reopens the portfolio category and page and the gallery page', async ({ page }) => {
  await page.goto(`${DEMO}#work-filter|print|2||harbour-gallery|2`);
  const portfolio = page.locator('#work-filter');
  await portfolio.scrollIntoViewIfNeeded();
  await mounted(portfolio, 'theme/filterable-portfolio');
  await expect(titles(portfolio, '.et_pb_portfolio_item')).toHaveText(['Tide tables']);
  const gallery = page.locator('#harbour-gallery');
  await gallery.scrollIntoViewIfNeeded();
  await mounted(gallery, 'theme/gallery');
  await expect(titles(gallery, '.et_pb_gallery_item')).toHaveText(['Forest', 'Glacier', 'Meadow']);
});
