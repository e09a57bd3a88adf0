import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, mounted, test } from './fixtures';
import { chooseOutcome, fillTickets, forgetCouponFailures, isAction, newBuyerEmail, ordersOf, PAYMENTS_DEMO } from './fixtures/payments/orders';

/**
 * The payments demo (form 2) with the reference site's payment stand-in:
 * totals, coupons, and the order's lifecycle after the form is sent, each
 * checked against the order the server stored in SQLite.
 */
async function openDemo(page: Page): Promise<string[]> {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/standins/payments/sdk.js')) sdkRequests.push(request.url());
  });
  await page.goto(PAYMENTS_DEMO);
  await mounted(page.locator('.eacf7-payment'), 'payments/payment');
  await mounted(page.locator('.wpcf7'), 'forms/form');
  return sdkRequests;
}

// The site slows down a visitor whose coupon checks keep failing; every run is the same visitor.
test.beforeEach(() => forgetCouponFailures());

const area = (page: Page) => page.getByRole('region', { name: 'Payment' });
const total = (page: Page) => area(page).locator('.eacf7-payment__total dd');
const status = (page: Page) => area(page).locator('.eacf7-payment__status');
const payButton = (page: Page) => area(page).getByRole('button', { name: 'Pay with PayPal' });

async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
}

test('the total follows the form; a coupon applies; the SDK loads only after sending; an approval is recorded with the server’s total', async ({ page, consoleErrors }) => {
  const sdkRequests = await openDemo(page);
  const email = newBuyerEmail();
  await expect(total(page)).toHaveText('$29.50');
  await fillTickets(page, email, { ticket: 'VIP', quantity: '2', extras: ['Lunch'] });
  // (60 + 12.50) × 2 + 4.50
  await expect(total(page)).toHaveText('$149.50');

  const coupon = page.getByLabel('Coupon code');
  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  const remove = page.getByRole('button', { name: 'Remove coupon' });
  await expect(remove).toHaveText('Remove');
  await expect(coupon).toHaveAttribute('readonly', '');
  await expect(area(page).locator('.eacf7-payment__discount')).toContainText('Coupon WELCOME10 (10% off)−$14.95');
  await expect(total(page)).toHaveText('$134.55');
  await expect(area(page).locator('.eacf7-payment__coupon-status')).toHaveText('Coupon applied. WELCOME10: 10% off.');

  expect(sdkRequests).toEqual([]);
  await expect(payButton(page)).toHaveCount(0);
  await send(page);
  await expect(status(page)).toHaveText('Your order is ready. Total to pay: $134.55. Use the payment button below.');
  await expect(payButton(page)).toBeVisible();
  expect(sdkRequests).toHaveLength(1);
  // The form was reset: the coupon is editable again, the order keeps its discount.
  await expect(coupon).not.toHaveAttribute('readonly', '');
  await expect(total(page)).toHaveText('$134.55');

  await payButton(page).click();
  await expect(status(page)).toHaveText('Thank you: your payment of $134.55 is received.');
  await expect(payButton(page)).toHaveCount(0);
  const orders = ordersOf(email);
  expect(orders).toEqual([
    expect.objectContaining({ status: 'approved', total_cents: 13455, currency: 'USD', coupon_code: 'WELCOME10', payer_name: 'Test Buyer', payer_email: 'buyer@example.com', payment_method: 'paypal' }),
  ]);
  expect(orders[0]?.transaction_id).toMatch(/^[A-Z0-9]{17}$/);
  expect(consoleErrors).toEqual([]);
});

test('coupons: a short code is refused without a call, an unknown one with the server’s words; Remove restores the input and the total', async ({ page }) => {
  await openDemo(page);
  const checks: string[] = [];
  page.on('request', (request) => {
    if (isAction(request.postData(), 'coupon_check')) checks.push(request.postData() ?? '');
  });
  const email = newBuyerEmail();
  await fillTickets(page, email);
  const coupon = page.getByLabel('Coupon code');
  const add = page.getByRole('button', { name: 'Add coupon' });

  await coupon.fill('ABC12');
  await add.click();
  await expect(page.locator('[data-name="coupon"] .wpcf7-not-valid-tip')).toHaveText('Coupon code must be at least 6 characters.');
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(coupon).toHaveAccessibleDescription('Coupon code must be at least 6 characters.');
  expect(checks).toEqual([]);

  await coupon.fill('NOSUCHCODE');
  await expect(page.locator('[data-name="coupon"] .wpcf7-not-valid-tip')).toHaveCount(0);
  await coupon.press('Enter');
  await expect(page.locator('[data-name="coupon"] .wpcf7-not-valid-tip')).toHaveText('This coupon code is not valid.');
  expect(checks).toHaveLength(1);
  // Enter checked the coupon; it did not send the form.
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'init');

  await coupon.fill('TAKE5OFF');
  await add.click();
  await expect(total(page)).toHaveText('$24.50');
  await expect(area(page).locator('.eacf7-payment__discount')).toContainText('Coupon TAKE5OFF ($5.00 off)−$5.00');
  await page.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(coupon).toHaveValue('');
  await expect(coupon).toBeFocused();
  await expect(coupon).not.toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Add coupon' })).toHaveText('Add');
  await expect(total(page)).toHaveText('$29.50');
  await expect(area(page).locator('.eacf7-payment__discount')).toHaveCount(0);
  await expect(area(page).locator('.eacf7-payment__coupon-status')).toHaveText('Coupon removed.');

  // A removed coupon is not charged: the order is the full total.
  await send(page);
  await payButton(page).click();
  await expect(status(page)).toHaveText('Thank you: your payment of $29.50 is received.');
  expect(ordersOf(email)).toEqual([expect.objectContaining({ status: 'approved', total_cents: 2950, coupon_code: null })]);
});

test('cancel sets the order to CANCELLED; paying again makes a new order, approved', async ({ page }) => {
  await openDemo(page);
  const email = newBuyerEmail();
  await fillTickets(page, email, { extras: ['Printed guide'] });
  await send(page);
  await chooseOutcome(page, 'cancel');
  await payButton(page).click();
  await expect(status(page)).toHaveText('Payment cancelled: nothing was charged. You can pay again with the button below.');
  await expect.poll(() => ordersOf(email).map((order) => [order.status, order.total_cents])).toEqual([['cancelled', 3450]]);

  await chooseOutcome(page, 'approve');
  await payButton(page).click();
  await expect(status(page)).toHaveText('Thank you: your payment of $34.50 is received.');
  expect(ordersOf(email).map((order) => [order.status, order.total_cents])).toEqual([
    ['cancelled', 3450],
    ['approved', 3450],
  ]);
});

test('a provider error shows the alert and fades the payment button out; Try again brings it back', async ({ page }) => {
  await openDemo(page);
  const email = newBuyerEmail();
  await fillTickets(page, email, { ticket: 'VIP' });
  await send(page);
  await chooseOutcome(page, 'fail');
  await payButton(page).click();
  await expect(area(page).getByRole('alert')).toHaveText('An error occurred during payment. Please try again.');
  const provider = page.locator('.eacf7-payment__provider');
  await expect(provider).toHaveClass(/eacf7-payment__provider--faded/);
  expect(await provider.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0\.6s/);
  await expect(provider).toHaveCSS('opacity', '0');
  await expect(payButton(page)).toBeHidden();
  const { violations } = await new AxeBuilder({ page }).include('.wpcf7').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Saved before the provider failed, never paid.
  expect(ordersOf(email).map((order) => [order.status, order.total_cents])).toEqual([['created', 6450]]);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(payButton(page)).toBeVisible();
  await chooseOutcome(page, 'approve');
  await payButton(page).click();
  await expect(status(page)).toHaveText('Thank you: your payment of $64.50 is received.');
  expect(ordersOf(email).map((order) => order.status)).toEqual(['created', 'approved']);
});

test('under reduced motion the payment button disappears without a fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDemo(page);
  await fillTickets(page, newBuyerEmail());
  await send(page);
  await chooseOutcome(page, 'fail');
  await payButton(page).click();
  await expect(area(page).getByRole('alert')).toHaveText('An error occurred during payment. Please try again.');
  const provider = page.locator('.eacf7-payment__provider');
  expect(await provider.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  await expect(provider).toHaveCSS('visibility', 'hidden');
});

test('a double click on the payment button makes one order', async ({ page }) => {
  await openDemo(page);
  const email = newBuyerEmail();
  await fillTickets(page, email);
  await send(page);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (isAction(request.postData(), 'eacf7_save_payment')) saves.push(request.url());
  });
  await payButton(page).dblclick();
  await expect(status(page)).toHaveText('Thank you: your payment of $29.50 is received.');
  expect(saves).toHaveLength(1);
  expect(ordersOf(email).map((order) => [order.status, order.total_cents])).toEqual([['approved', 2950]]);
});
