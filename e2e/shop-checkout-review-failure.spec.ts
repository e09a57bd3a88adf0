import { expect, mounted, test } from './fixtures';

/**
 * An order review the server refuses (theme-frontend.md §8: "an updated_checkout
 * result of failure does the same scroll" as checkout_error): the visitor's cart
 * went while the checkout was open, so the next update_checkout answers failure.
 * The platform's message is shown above the checkout form and the page scrolls
 * the form to 100 px below the top (a wide screen without a fixed header).
 */
test('a refused order review shows the message and scrolls to the checkout form', async ({ page, context, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/demo/shop.html');
  const form = page.locator('form.cart[data-product_id="501"]');
  await form.getByLabel('Date').fill('2025-07-01');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL('**/demo/checkout.html');
  await mounted(page.locator('.et_pb_wc_checkout_order_details'), 'shop/checkout');
  await mounted(page.locator('.et_pb_wc_checkout_payment_info'), 'shop/checkout');

  // The cart goes (another tab emptied it, or the session ended); the visitor is far down the page.
  await context.clearCookies({ name: 'cmsmf_cart' });
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const formTop = () => page.locator('form.checkout').first().evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs((await formTop()) - 100)).toBeGreaterThan(100);
  const failed = page.evaluate(() => new Promise<string>((resolve) => document.body.addEventListener('updated_checkout', (event) => {
    const detail = (event as CustomEvent<unknown[]>).detail;
    resolve(String((detail?.[0] as { result?: string } | undefined)?.result));
  }, { once: true })));
  await page.getByLabel('Country / Region').first().selectOption('IS');
  expect(await failed).toBe('failure');

  await expect(page.locator('.woocommerce-NoticeGroup-checkout:visible .woocommerce-error li').first()).toHaveText('Sorry, your session has expired.');
  await expect.poll(async () => Math.abs((await formTop()) - 100), { timeout: 5000 }).toBeLessThanOrEqual(2);
  expect(consoleErrors).toEqual([]);
});
