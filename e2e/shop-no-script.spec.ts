import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCartByRequest } from './fixtures/shop/cart-by-request';
import { shopOrder, cartOrderCount } from './fixtures/shop/shop-orders';

/**
 * The shop as the platform serves it to a browser without scripts, or when
 * the shop remote fails: the checkout form posts plainly (refused: the page
 * again with the notices and every typed value; placed: stored once, 303 to
 * the order-received page), and the cart's Update cart and remove links work
 * as plain requests.
 */

/** The shop page's add-to-cart form sent as a plain GET (the platform's add-to-cart link): added, then the checkout without the query. */
async function addBoatTourFromShopPage(page: Page): Promise<void> {
  await page.goto('/demo/shop.html');
  const form = page.locator('form.cart[data-product_id="501"]');
  await form.getByLabel('Date').fill('2025-07-01');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL(/\/demo\/checkout\.html$/);
  await expect(page.locator('#order_review .cart_item')).toHaveCount(1);
  await expect(page.locator('#order_review .cart_item .product-name')).toContainText('Harbour boat tour');
}

const notices = (page: Page) => page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error li');

/** A refused post, then the missing fields, then the placed order; returns the order id. */
async function refuseThenPlace(page: Page): Promise<number> {
  await page.goto('/demo/checkout.html');
  await page.locator('#billing_last_name').fill('Lovelace');
  await page.locator('#billing_company').fill('Quay <Tours> & "Co"');
  await page.locator('#billing_country').selectOption('IS');
  await page.locator('#billing_postcode').fill('101');
  await page.locator('#order_comments').fill('Early, please');
  await page.getByLabel('Direct bank transfer').check();
  const stored = await cartOrderCount(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForLoadState('domcontentloaded');
  await expect(notices(page)).toHaveText([
    'Billing First name is a required field.',
    'Billing Street address is a required field.',
    'Billing Town / City is a required field.',
    'Billing Phone is a required field.',
    'Billing Email address is a required field.',
    // The server priced the posted destination: Iceland's rates replace the UK's the page offered.
    'No shipping method has been selected. Please double check your address, or contact us if you need any help.',
  ]);
  await expect(page.locator('#billing_first_name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#billing_first_name_field')).toHaveClass(/woocommerce-invalid/);
  // Every typed value is kept.
  await expect(page.locator('#billing_last_name')).toHaveValue('Lovelace');
  await expect(page.locator('#billing_company')).toHaveValue('Quay <Tours> & "Co"');
  await expect(page.locator('#billing_country')).toHaveValue('IS');
  await expect(page.locator('#billing_postcode')).toHaveValue('101');
  await expect(page.locator('#order_comments')).toHaveValue('Early, please');
  await expect(page.getByLabel('Direct bank transfer')).toBeChecked();
  await expect(page.getByLabel('Local pickup at the harbour')).toBeVisible();
  expect(await cartOrderCount(page)).toBe(stored);

  // Shipping to a different address: the block follows its checkbox without scripts.
  await expect(page.locator('div.shipping_address')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Ship to a different address?' }).check();
  await expect(page.locator('div.shipping_address')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ship to a different address?' }).uncheck();
  await expect(page.locator('div.shipping_address')).toBeHidden();

  await page.locator('#billing_first_name').fill('Ada');
  await page.locator('#billing_address_1').fill('1 Quay Street');
  await page.locator('#billing_city').fill('Reykjavík');
  await page.locator('#billing_phone').fill('+354 555 0000');
  await page.locator('#billing_email').fill('ada@example.org');
  await page.getByLabel('Flat rate').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/demo\/order-received\.html\?order=\d+&key=wc_order_/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Thank you. Your order has been received.');
  await expect(page.locator('.woocommerce-order-overview__total strong')).toHaveText('$53.00');
  expect(await cartOrderCount(page)).toBe(stored + 1);
  return Number(new URL(page.url()).searchParams.get('order'));
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('add to cart from the shop page, then the checkout posts plainly: refused with the platform notices and every value kept, then placed once and redirected', async ({ page }) => {
    await addBoatTourFromShopPage(page);
    const id = await refuseThenPlace(page);
    expect(shopOrder(id)).toMatchObject({
      status: 'on-hold', shipping_method: 'flat_rate:3', subtotal_cents: 4500, shipping_cents: 800, total_cents: 5300,
      billing: { first_name: 'Ada', last_name: 'Lovelace', company: 'Quay <Tours> & "Co"', country: 'IS', postcode: '101' },
      lines: [{ product_name: 'Harbour boat tour', quantity: 1, total_cents: 4500 }],
    });
    // Going back and posting the same form again places nothing: the cart is empty.
    const stored = await cartOrderCount(page);
    await page.goBack();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(notices(page)).toHaveText(['Sorry, your session has expired.']);
    expect(await cartOrderCount(page)).toBe(stored);
  });

  test('the cart page: Update cart sets quantities and recomputes the totals, a remove link empties the cart', async ({ page }) => {
    await addToCartByRequest(page.request, '501');
    await addToCartByRequest(page.request, '502');
    await page.goto('/demo/cart.html');
    await expect(page.locator('.cart_totals .order-total td')).toHaveText('$165.00');
    await page.getByLabel('Harbour boat tour quantity').fill('3');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await expect(page.locator('.woocommerce-message')).toHaveText('Cart updated.');
    await expect(page.getByLabel('Harbour boat tour quantity')).toHaveValue('3');
    await expect(page.locator('.cart_totals .order-total td')).toHaveText('$255.00');
    await page.getByRole('link', { name: 'Remove “Glacier day trip” from cart' }).click();
    await expect(page.locator('.woocommerce-message')).toHaveText('“Glacier day trip” removed.');
    await expect(page.locator('.cart_totals .order-total td')).toHaveText('$135.00');
    await page.getByLabel('Harbour boat tour quantity').fill('0');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await expect(page.locator('.cart-empty')).toHaveText('Your cart is currently empty.');
  });
});

test('with the shop remote failing, add to cart and the checkout still work as plain requests and the order is placed', async ({ page, consoleErrors }) => {
  await page.route('**/mf/remotes/shop/**', (route) => route.abort());
  await addBoatTourFromShopPage(page);
  const id = await refuseThenPlace(page);
  expect(shopOrder(id)).toMatchObject({ total_cents: 5300, lines: [{ product_name: 'Harbour boat tour' }] });
  // Only the shell's reports of the failed remote reach the console.
  expect(consoleErrors.filter((text) => !/shop|Failed to load resource/i.test(text))).toEqual([]);
});
