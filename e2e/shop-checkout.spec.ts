import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, mounted, test } from './fixtures';
import { hasAccount, shopOrder, cartOrderCount } from './fixtures/shop/shop-orders';

/**
 * The shop on the reference site: add to cart from the shop page, the
 * checkout (mirrored fields, update_checkout and the server's order review,
 * the shipping block, refused and placed orders), the order-received page,
 * and the review stars.
 */
const actionOf = (body: string | null): string | undefined => /name="action"\r\n\r\n([\w-]+)\r\n/.exec(body ?? '')?.[1];

/** Adds the boat tour ($45) from the shop page and follows the checkout redirect. */
async function addBoatTourAndGoToCheckout(page: Page): Promise<void> {
  await page.goto('/demo/shop.html');
  const form = page.locator('form.cart[data-product_id="501"]');
  await form.getByLabel('Date').fill('2025-07-01');
  const started = Date.now();
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Added to your cart. Taking you to the checkout…');
  await page.waitForURL('**/demo/checkout.html');
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await mounted(page.locator('.et_pb_wc_checkout_order_details'), 'shop/checkout');
  await mounted(page.locator('.et_pb_wc_checkout_payment_info'), 'shop/checkout');
}

const orderTotal = (page: Page) => page.locator('.woocommerce-checkout-review-order-table tr.order-total td');

/** Does `change` and waits for the update_checkout round trip it raises. */
async function expectUpdate(page: Page, change: () => Promise<unknown>): Promise<void> {
  const request = page.waitForRequest((r) => actionOf(r.postData()) === 'woocommerce_update_order_review');
  const updated = page.evaluate(() => new Promise<void>((resolve) => document.body.addEventListener('updated_checkout', () => resolve(), { once: true })));
  await change();
  await request;
  await updated;
}

/** Types the billing fields by their ids' suffix (`#billing_{name}`), in order. */
async function fillBilling(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.locator(`#billing_${name}`).fill(value);
}

test('add to cart from the shop page, then shipping follows country, postcode and method, priced by the server', async ({ page, consoleErrors }) => {
  await addBoatTourAndGoToCheckout(page);
  await expect(orderTotal(page)).toHaveText('$50.00');
  await expectUpdate(page, () => page.getByLabel('Country / Region').first().selectOption('IS'));
  await expect(orderTotal(page)).toHaveText('$53.00');
  await expectUpdate(page, () => page.getByLabel('Local pickup at the harbour').check());
  await expect(orderTotal(page)).toHaveText('$45.00');
  await expect(page.getByRole('status').filter({ hasText: 'Order total updated' })).toHaveText('Order total updated: $45.00');
  await expectUpdate(page, () => page.getByLabel('Country / Region').first().selectOption('GB'));
  await expectUpdate(page, async () => {
    await page.locator('#billing_postcode').fill('HS1 2AA');
    await page.locator('#billing_postcode').blur();
  });
  await expect(page.locator('.woocommerce-shipping-methods label')).toHaveText(['Island delivery: $15.00']);
  await expect(orderTotal(page)).toHaveText('$60.00');
  // The payment form sends the other modules' fields: the server's own by their form attribute, the refreshed review's mirrored.
  const sent = () => page.locator('.et_pb_wc_checkout_payment_info form.checkout').evaluate((form: HTMLFormElement) => Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])));
  expect(await sent()).toMatchObject({ billing_postcode: 'HS1 2AA', billing_country: 'GB', 'shipping_method[0]': 'flat_rate:4' });
  await expect(page.locator('.et_pb_wc_checkout_payment_info form.checkout input[type=hidden][name="shipping_method[0]"]')).toHaveValue('flat_rate:4');
  expect(consoleErrors).toEqual([]);
});

test('the shipping address slides in and out with ship_to_different_address, and at once under reduced motion', async ({ page, consoleErrors }) => {
  await addBoatTourAndGoToCheckout(page);
  const box = page.getByRole('checkbox', { name: 'Ship to a different address?' });
  const block = page.locator('div.shipping_address');
  await expect(block).toBeHidden();
  // The height one frame after the click: the block is still sliding open.
  const early = await block.evaluate((el) => {
    document.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox')!.click();
    return new Promise<number>((resolve) => requestAnimationFrame(() => resolve(el.getBoundingClientRect().height)));
  });
  await expect(block).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Measure once the slide has finished, however long a busy machine takes to run it.
  await block.evaluate((el) => Promise.allSettled(el.getAnimations().map((animation) => animation.finished)));
  const full = await block.evaluate((el) => el.getBoundingClientRect().height);
  expect(early).toBeLessThan(full);
  expect(full).toBeGreaterThan(100);
  await box.uncheck();
  await expect(block).toBeHidden();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await box.check();
  expect(await block.evaluate((el) => !(el as HTMLElement).hidden && el.getBoundingClientRect().height)).toBe(full);
  expect(consoleErrors).toEqual([]);
});

test('the shipping block follows its checkbox on a page as the platform prints it: no `hidden` attribute, no demo stylesheet', async ({ page, consoleErrors }) => {
  // The platform prints the block visible and ships no rule hiding it; its script hides and slides it by inline display.
  await page.route('**/demo/shop.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  await page.route('**/demo/checkout.html', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/(<div class="shipping_address"[^>]*?) hidden>/, '$1>') });
  });
  await addBoatTourAndGoToCheckout(page);
  await mounted(page.locator('.et_pb_wc_checkout_shipping'), 'shop/checkout');
  const box = page.getByRole('checkbox', { name: 'Ship to a different address?' });
  const block = page.locator('div.shipping_address');
  expect(await block.evaluate((el) => el.hasAttribute('hidden'))).toBe(false);
  await expect(block).toBeHidden();
  await box.check();
  await expect(block).toBeVisible();
  await block.evaluate((el) => Promise.allSettled(el.getAnimations().map((animation) => animation.finished)));
  expect(await block.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(100);
  await box.uncheck();
  await expect(block).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('a refused checkout shows the platform messages, scrolls to the form in about a second and focuses the first notice; nothing is stored', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await addBoatTourAndGoToCheckout(page);
  await page.locator('#billing_last_name').fill('Lovelace');
  const stored = await cartOrderCount(page);
  await page.evaluate(() => document.body.addEventListener('checkout_error', () => document.body.setAttribute('data-test-error', 'yes')));
  await page.getByRole('button', { name: 'Place order' }).click();
  const notices = page.locator('.woocommerce-NoticeGroup-checkout:visible .woocommerce-error li');
  await expect(notices.first()).toHaveText('Billing First name is a required field.');
  await expect(notices.first()).toHaveAttribute('data-id', 'billing_first_name');
  expect(await notices.allTextContents()).toEqual([
    'Billing First name is a required field.',
    'Billing Street address is a required field.',
    'Billing Town / City is a required field.',
    'Billing Postcode / ZIP is a required field.',
    'Billing Phone is a required field.',
    'Billing Email address is a required field.',
  ]);
  await expect(page.locator('body')).toHaveAttribute('data-test-error', 'yes');
  await expect(page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error')).toBeFocused();
  await expect(page.locator('#billing_first_name')).toHaveAttribute('aria-invalid', 'true');
  // Wide screen, no fixed header: the form ends 100 px below the top after the 1000 ms scroll
  // (polled: on a loaded machine the animation's frames come late).
  const formTop = () => page.locator('form.checkout').first().evaluate((el) => el.getBoundingClientRect().top);
  await expect.poll(async () => Math.abs((await formTop()) - 100), { timeout: 5000 }).toBeLessThanOrEqual(2);
  // A second notice group (as a platform page with several forms gets) is hidden.
  await page.evaluate(() => {
    const extra = document.createElement('div');
    extra.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    extra.textContent = 'duplicate';
    document.querySelector('.et_pb_wc_checkout_payment_info form.checkout')!.prepend(extra);
    document.body.dispatchEvent(new CustomEvent('checkout_error', { detail: [] }));
  });
  await expect(page.getByText('duplicate')).toBeHidden();
  expect(await cartOrderCount(page)).toBe(stored);
  expect(consoleErrors).toEqual([]);
});

test('a placed order is stored with the server totals and shown on the order-received page', async ({ page, consoleErrors }) => {
  await addBoatTourAndGoToCheckout(page);
  const fill = async (label: string, value: string) => page.locator(`#billing_${label}`).fill(value);
  await fill('first_name', 'Ada');
  await fill('last_name', 'Lovelace');
  await fill('address_1', '1 Quay Street');
  await fill('city', 'Reykjavík');
  await expectUpdate(page, () => page.locator('#billing_country').selectOption('IS'));
  await fill('postcode', '101');
  await fill('phone', '+354 555 0000');
  await fill('email', 'ada@example.org');
  await page.getByLabel('Direct bank transfer').check();
  await expect(page.locator('.wc_payment_method.payment_method_bacs')).toHaveClass(/et_pb_checked/);
  // A tampered total in the page changes nothing: the server prices the order.
  await page.locator('.order-total bdi').evaluate((el) => { el.textContent = '$1.00'; });
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/demo\/order-received\.html\?order=\d+&key=wc_order_/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Thank you. Your order has been received.');
  await mounted(page.locator('body'), 'shop/order-received');
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeFocused();
  await expect(page.locator('.woocommerce-order-overview__total strong')).toHaveText('$53.00');
  const id = Number(new URL(page.url()).searchParams.get('order'));
  expect(shopOrder(id)).toMatchObject({
    status: 'on-hold', shipping_method: 'flat_rate:3', subtotal_cents: 4500, shipping_cents: 800, total_cents: 5300,
    billing: { first_name: 'Ada', country: 'IS', postcode: '101', email: 'ada@example.org' },
    lines: [{ product_name: 'Harbour boat tour', booking_date: '2025-07-01', quantity: 1, total_cents: 4500 }],
  });
  await page.goto('/demo/checkout.html');
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`billing_state follows the country (text, a select of states, hidden), the server refuses a missing state and stores the chosen one (${width} px)`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await addBoatTourAndGoToCheckout(page);
    const state = page.locator('#billing_state');
    // The UK has no state list: a free, optional text field.
    await expect(page.getByRole('textbox', { name: 'State / County (optional)' })).toBeVisible();
    await expectUpdate(page, () => page.locator('#billing_country').selectOption('US'));
    await expect(page.getByRole('combobox', { name: 'State / County *' })).toBeVisible();
    await expect(state).toHaveAttribute('aria-required', 'true');
    await expectUpdate(page, () => page.locator('#billing_country').selectOption('DE'));
    await expect(page.locator('#billing_state_field')).toBeHidden();
    await expectUpdate(page, () => page.locator('#billing_country').selectOption('US'));
    await fillBilling(page, { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Quay Street', city: 'New York', postcode: '10001', phone: '+1 212 555 0100', email: 'ada@example.org' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('.woocommerce-NoticeGroup-checkout:visible .woocommerce-error li')).toHaveText(['Billing State / County is a required field.']);
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('combobox', { name: 'State / County *' }).selectOption('NY');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/demo\/order-received\.html\?order=\d+&key=wc_order_/);
    const id = Number(new URL(page.url()).searchParams.get('order'));
    expect(shopOrder(id)).toMatchObject({ billing: { country: 'US', state: 'NY', postcode: '10001' } });
    expect(consoleErrors).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  test(`"Create an account?" slides the account password in and out, and the order creates the account (${width} px)`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await addBoatTourAndGoToCheckout(page);
    const box = page.getByRole('checkbox', { name: 'Create an account?' });
    const password = page.getByLabel('Create account password');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(password).toBeHidden();
    await box.check();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(password).toBeVisible();
    // The slide ends as the platform's does: an inline display, nothing left clipped.
    await expect(page.locator('div.create-account')).toHaveAttribute('style', /display: block/);
    await box.uncheck();
    await expect(password).toBeHidden();
    await box.check();
    await expect(password).toBeVisible();
    await expect.poll(() => page.locator('div.create-account').evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await new AxeBuilder({ page }).include('.et_pb_wc_checkout_billing').analyze().then((r) => r.violations)).toEqual([]);
    const email = `grace-${width}-${Date.now()}@example.org`;
    await fillBilling(page, { first_name: 'Grace', last_name: 'Hopper', address_1: '1 Quay Street', city: 'Oban', postcode: 'PA34 4LW', phone: '+44 1631 000000', email });
    await password.fill('short');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('.woocommerce-NoticeGroup-checkout:visible .woocommerce-error li')).toHaveText(['The password must be at least 8 characters.']);
    expect(hasAccount(email)).toBe(false);
    await password.fill('correct horse battery');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/demo\/order-received\.html\?order=\d+&key=wc_order_/);
    expect(hasAccount(email)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
}

test('the review rating select becomes an accessible radio group of five stars', async ({ page, consoleErrors }) => {
  await page.goto('/demo/shop.html');
  await page.locator('.comment-form-rating').scrollIntoViewIfNeeded();
  await mounted(page.locator('.comment-form-rating'), 'shop/review-rating');
  const group = page.getByRole('radiogroup', { name: /Your rating/ });
  await expect(group.getByRole('radio')).toHaveCount(5);
  await expect(page.locator('select#rating')).toBeHidden();
  await group.getByRole('radio', { name: '4 of 5 stars, Good' }).check();
  await expect(page.locator('select#rating')).toHaveValue('4');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('select#rating')).toHaveValue('5');
  await expect(page.locator('.stars label.cmsmf-star-on')).toHaveCount(5);
  expect(consoleErrors).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`the shop pages have no axe-core violations at ${width} px (checkout with a cart and with errors, order received, stars)`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await addBoatTourAndGoToCheckout(page);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const path of ['/demo/order-received.html', '/demo/shop.html']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}
