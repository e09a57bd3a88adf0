import { expect, mounted, test } from './fixtures';

/**
 * Grid marking, pricing tables, link options, label placeholders and ajax
 * pagination on the theme demo page in a real browser (theme-frontend.md §2,
 * §7, §8), at phone, tablet and desktop widths.
 */
const DEMO = '/demo/theme.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('grid rows are marked as laid out, and currency signs sit left of their prices', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      const grid = page.locator('.et_pb_portfolio_grid');
      await grid.scrollIntoViewIfNeeded();
      await mounted(grid, 'theme/portfolio-grid');
      const rows = await grid.locator('.et_pb_grid_item').evaluateAll((items) =>
        items.map((item) => ({ top: Math.round(item.getBoundingClientRect().top), first: item.classList.contains('first_in_row'), last: item.classList.contains('last_in_row') })),
      );
      rows.forEach((row, i) => {
        expect(row.first, `item ${i} first_in_row`).toBe(i === 0 || rows[i - 1]!.top !== row.top);
        expect(row.last, `item ${i} last_in_row`).toBe(i === rows.length - 1 || rows[i + 1]!.top !== row.top);
      });

      const pricing = page.locator('.et_pb_pricing_tables_0');
      await pricing.scrollIntoViewIfNeeded();
      await mounted(pricing, 'theme/pricing');
      for (const table of await pricing.locator('.et_pb_et_price').all()) {
        const sign = (await table.locator('.et_pb_dollar_sign').boundingBox())!;
        const sum = (await table.locator('.et_pb_sum').boundingBox())!;
        expect(sign.x + sign.width).toBeLessThanOrEqual(sum.x + 1);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('the fullscreen header fills the window and its arrow moves on to the content', async ({ page }) => {
      await page.goto(DEMO);
      const header = await mounted(page.locator('.et_pb_fullwidth_header'), 'theme/fullwidth-header');
      // No admin bar and no fixed header on the demo: the whole viewport.
      await expect.poll(async () => Math.round((await header.boundingBox())!.height)).toBe(900);
      await header.getByRole('link', { name: 'Scroll down to the modules' }).click();
      await expect(page.locator('#theme-content')).toBeFocused();
      await expect(page.locator('#theme-content h2').first()).toBeInViewport();
    });

    test('ajax pagination swaps the next page of posts in place, moves focus and updates the address', async ({ page }) => {
      await page.goto(DEMO);
      const blog = page.locator('.et_pb_ajax_pagination_container');
      const firstTitle = await blog.locator('.entry-title').first().textContent();
      await blog.getByRole('link', { name: /Older Entries/ }).click();
      await expect(page).toHaveURL(/\/demo\/theme\.html\?paged=2$/);
      await expect(blog.locator('.entry-title').first()).not.toHaveText(firstTitle!);
      await expect(blog).toBeFocused();
      await mounted(blog, 'theme/ajax-pagination');
      // Still the same document: the slider above kept its state.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      await expect(page.locator('h1')).toHaveText('Page-builder theme modules');
    });
  });
}

test('a pagination link to a page past the end uses the 404 body in place', async ({ page }) => {
  await page.goto(DEMO);
  const blog = page.locator('.et_pb_ajax_pagination_container');
  await blog.getByRole('link', { name: /Older Entries/ }).click();
  await mounted(blog, 'theme/ajax-pagination');
  // The swap of page 2 is done (address and focus): a link rewritten before it would be swapped away.
  await expect(page).toHaveURL(/paged=2$/);
  await expect(blog).toBeFocused();
  // The last page links back only; rewrite a link to a page that does not exist, as a stale page would have.
  await blog.locator('.pagination a').first().evaluate((a) => a.setAttribute('href', '/demo/theme.html?paged=99'));
  await blog.locator('.pagination a').first().click();
  await expect(blog.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expect(page).toHaveURL(/paged=99$/);
});

for (const [device, width] of Object.entries(WIDTHS)) {
  test(`link options at ${device} width: a box scrolls to its anchor, another opens a new window, both by keyboard too`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(DEMO);
    await mounted(page.locator('#page-container'), 'theme/page');
    const gallery = page.locator('.et_pb_blurb_0');
    await expect(gallery).toHaveAttribute('role', 'link');
    await gallery.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#harbour-gallery$/);
    await expect(page.locator('#harbour-gallery')).toBeInViewport();
    const popup = context.waitForEvent('page');
    await page.locator('.et_pb_blurb_1 p').click();
    const opened = await popup;
    await expect(opened).toHaveURL(/\/demo\/shop\.html$/);
    await opened.close();
  });

  test(`comment form labels at ${device} width show as placeholders, and the labels stay`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(DEMO);
    const form = page.locator('#commentform');
    await mounted(page.locator('.et_pb_comments_module'), 'theme/comments');
    await expect(form.getByLabel('Name')).toHaveAttribute('placeholder', 'Name *');
    await expect(form.getByLabel('Comment')).toHaveAttribute('placeholder', 'Comment');
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Name').fill('');
    await form.getByLabel('Email').focus();
    await expect(form.getByLabel('Name')).toHaveAttribute('placeholder', 'Name *');
  });
}

for (const [device, width] of Object.entries(WIDTHS)) {
  test(`comments at ${device} width: Reply moves the form under its comment, Cancel puts it back`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(DEMO);
    const comments = await mounted(page.locator('.et_pb_comments_module'), 'theme/comments');
    await comments.getByRole('link', { name: 'Reply to Ada' }).click();
    await expect(page.locator('#div-comment-5 + #respond')).toHaveCount(1);
    await expect(comments.getByLabel('Comment')).toBeFocused();
    await expect(page.locator('#comment_parent')).toHaveValue('5');
    await comments.getByRole('link', { name: 'Cancel reply' }).click();
    await expect(page.locator('.commentlist + #respond')).toHaveCount(1);
    await expect(page.locator('#comment_parent')).toHaveValue('0');
    await expect(comments.getByRole('link', { name: 'Reply to Ada' })).toBeFocused();
  });
}

test('a link option to #product_reviews_tab opens the product’s reviews tab and scrolls to it', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A product page's tabs (the shop's markup) and a box whose link option is the reviews tab, as the builder prints them.
  await page.route('**/demo/theme.html', async (route) => {
    const response = await route.fetch();
    const tabs = '<div class="et_pb_module et_pb_text et_pb_reviews_link"><p>Read what sailors say</p></div>' +
      '<div style="height:2000px"></div><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">' +
      '<li class="description_tab active"><a href="#tab-description">Description</a></li><li class="reviews_tab"><a href="#tab-reviews">Reviews (2)</a></li></ul>' +
      '<div class="woocommerce-Tabs-panel" id="tab-description"><p>A day on the water.</p></div>' +
      '<div class="woocommerce-Tabs-panel" id="tab-reviews" hidden><h2>2 reviews</h2></div></div>';
    const body = (await response.text())
      .replace('var et_link_options_data = [', 'var et_link_options_data = [\n      { "class": "et_pb_reviews_link", "url": "#product_reviews_tab", "target": "_self" },')
      .replace('</main>', `${tabs}</main>`);
    await route.fulfill({ response, body });
  });
  await page.goto(DEMO);
  await mounted(page.locator('#page-container'), 'theme/page');
  // The shop's own tab script is not on this page: record that the reviews tab is asked for, and show its panel as that script would.
  await page.evaluate(() => document.querySelector('.reviews_tab a')!.addEventListener('click', (event) => {
    event.preventDefault();
    document.getElementById('tab-reviews')!.hidden = false;
    document.querySelector('.reviews_tab')!.classList.add('active');
  }));
  const box = page.locator('.et_pb_reviews_link');
  await expect(box).toHaveAttribute('role', 'link');
  await box.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.reviews_tab')).toHaveClass(/active/);
  await expect(page.locator('#tab-reviews')).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});
