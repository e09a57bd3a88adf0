import AxeBuilder from '@axe-core/playwright';
import { expect, mounted, test } from './fixtures';
import { addToCartByRequest } from './fixtures/shop/cart-by-request';

/** The cart page with the shop remote: Update cart and remove links update the cart in place. */

test('Update cart and remove update the cart in place, keep focus sensibly and raise the platform events', async ({ page, consoleErrors }) => {
  await addToCartByRequest(page.request, '501');
  await addToCartByRequest(page.request, '502');
  await page.goto('/demo/cart.html');
  await mounted(page.locator('.et_pb_wc_cart_products'), 'shop/cart');
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    for (const name of ['updated_wc_div', 'wc_cart_emptied']) document.body.addEventListener(name, () => document.body.setAttribute(`data-test-${name}`, String(Number(document.body.getAttribute(`data-test-${name}`) ?? 0) + 1)));
  });
  const update = page.getByRole('button', { name: 'Update cart' });
  await expect(update).toBeDisabled();
  const quantity = page.getByLabel('Harbour boat tour quantity');
  await quantity.fill('2');
  await expect(update).toBeEnabled();
  await quantity.press('Enter');
  await expect(page.locator('.cart_totals .order-total td')).toHaveText('$210.00');
  await expect(page.locator('body')).toHaveAttribute('data-test-updated_wc_div', '1');
  await expect(page.locator('.woocommerce-message')).toHaveText('Cart updated.');
  await expect(page.getByLabel('Harbour boat tour quantity')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Cart updated.' })).toHaveCount(1);
  await expect(update).toBeDisabled();

  await page.getByRole('link', { name: 'Remove “Glacier day trip” from cart' }).click();
  await expect(page.locator('.woocommerce-message')).toHaveText('“Glacier day trip” removed.');
  await expect(page.locator('.woocommerce-message')).toBeFocused();
  await expect(page.locator('.cart_totals .order-total td')).toHaveText('$90.00');
  await expect(page.locator('body')).toHaveAttribute('data-test-updated_wc_div', '2');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole('link', { name: 'Remove “Harbour boat tour” from cart' }).click();
  await expect(page.locator('.cart-empty')).toHaveText('Your cart is currently empty.');
  await expect(page.locator('body')).toHaveAttribute('data-test-wc_cart_emptied', '1');
  await expect(page.locator('.et_pb_wc_cart_totals')).toHaveClass(/et_pb_wc_cart_empty/);
  // All of it without leaving the page.
  expect(page.url()).toMatch(/\/demo\/cart\.html$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
