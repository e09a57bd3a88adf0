import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, mounted, test } from './fixtures';
import { fillTickets, isAction, newBuyerEmail, ordersOf, PAYMENTS_DEMO } from './fixtures/payments/orders';

/** Network failures while the order is saved or its payment recorded, a phone-width screen, and axe on the payment area. */
async function sentForm(page: Page, email: string): Promise<void> {
  await page.goto(PAYMENTS_DEMO);
  await mounted(page.locator('.eacf7-payment'), 'payments/payment');
  await mounted(page.locator('.wpcf7'), 'forms/form');
  await fillTickets(page, email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
}

/** Fails the next request of `action` as a dropped connection would. */
async function dropNext(page: Page, action: string): Promise<void> {
  let dropped = false;
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (!dropped && isAction(route.request().postData(), action)) {
      dropped = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
}

const area = (page: Page) => page.getByRole('region', { name: 'Payment' });
const status = (page: Page) => area(page).locator('.eacf7-payment__status');

test('a save lost to the network says so and charges nothing; the next click saves the same order once and pays it', async ({ page }) => {
  const email = newBuyerEmail();
  await sentForm(page, email);
  await dropNext(page, 'eacf7_save_payment');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(area(page).getByRole('alert')).toHaveText(
    'Your order could not be recorded: The site could not be reached. Check your connection. Nothing was charged. Press the payment button to try again.',
  );
  expect(ordersOf(email)).toEqual([]);

  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(status(page)).toHaveText('Thank you: your payment of $29.50 is received.');
  expect(ordersOf(email).map((order) => [order.status, order.total_cents])).toEqual([['approved', 2950]]);
});

test('a payment whose record is lost to the network keeps it: Retry records it, the visitor is not charged twice', async ({ page }) => {
  const email = newBuyerEmail();
  await sentForm(page, email);
  await dropNext(page, 'eacf7_update_payment');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(area(page).getByRole('alert')).toContainText('Your payment went through, but the site could not record it yet: The site could not be reached.');
  // No second payment can start meanwhile.
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeHidden();
  expect(ordersOf(email).map((order) => order.status)).toEqual(['created']);

  await area(page).getByRole('button', { name: 'Retry' }).click();
  await expect(status(page)).toHaveText('Thank you: your payment of $29.50 is received.');
  const [order] = ordersOf(email);
  expect(order).toMatchObject({ status: 'approved', total_cents: 2950 });
  expect(order?.transaction_id).toMatch(/^[A-Z0-9]{17}$/);
});

test('at phone width (390 px) the payment area fits, and it passes axe with the button shown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await sentForm(page, newBuyerEmail());
  await page.getByLabel('Coupon code').fill('ABC');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await area(page).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  const { violations } = await new AxeBuilder({ page }).include('.wpcf7').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
