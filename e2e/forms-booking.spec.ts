import type { Locator } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, mounted, test } from './fixtures';
import { SITE_DATABASE } from './fixtures/forms/database';

// Booking calendars and add to cart (forms 147 and 148 on /demo/forms-booking.html), through to the checkout.

function cartRows(productName: string): { booking_date: string; booking_time: string | null; price_cents: number }[] {
  const db = new Database(SITE_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT booking_date, booking_time, price_cents FROM cart_items WHERE product_name = ? ORDER BY id').all(productName) as never;
  } finally {
    db.close();
  }
}

/** The enabled day buttons of the month shown, moving to next month when this one has too few left. */
async function enabledDays(calendar: Locator, count: number): Promise<Locator> {
  const days = calendar.locator('button[data-date]:not([disabled])');
  if ((await days.count()) < count + 7) await calendar.getByRole('button', { name: 'Next month' }).click();
  return days;
}

test('multiple days and a 24-hour time for a shop product land in the cart in SQLite and on the checkout', async ({ page, consoleErrors }) => {
  await page.goto('/demo/forms-booking.html');
  const form = page.locator('#wpcf7-f147-o1');
  await form.locator('.eacf7-booking-date').scrollIntoViewIfNeeded();
  await mounted(form.locator('.eacf7-booking-date'), 'forms/booking');
  const calendar = form.locator('.eacf7-booking-calendar');
  const days = await enabledDays(calendar, 3);
  const first = days.nth(2);
  const second = days.nth(4);
  const picked = [await first.getAttribute('data-date'), await second.getAttribute('data-date')].sort().join(', ');
  await first.click();
  await second.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(form.locator('input[name=booking_date]')).toHaveValue(picked);
  const time = form.getByRole('combobox', { name: 'Pick-up time' });
  await expect(time.locator('option')).toHaveText(['Choose a time', '07:30', '13:00']);
  await time.selectOption('13:00');
  await form.getByLabel('Your name').fill('Glacier Fan');
  await mounted(form, 'forms/form');
  await form.getByLabel('Your email').fill('fan@example.com');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Added to your cart. Taking you to the checkout…');
  const shownAt = Date.now();
  await page.waitForURL('**/demo/checkout.html');
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(800);
  await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('Glacier day trip');
  expect(cartRows('Glacier day trip')).toContainEqual({ booking_date: picked, booking_time: '13:00', price_cents: 12000 });
  expect(consoleErrors).toEqual([]);
});

test('a range without Sundays and a 12-hour time for a custom product, priced by the server', async ({ page, consoleErrors }) => {
  await page.goto('/demo/forms-booking.html');
  const form = page.locator('#wpcf7-f148-o1');
  await form.locator('.eacf7-booking-date').scrollIntoViewIfNeeded();
  await mounted(form.locator('.eacf7-booking-date'), 'forms/booking');
  const calendar = form.locator('.eacf7-booking-calendar');
  // Sundays are never offered.
  for (const sunday of await calendar.locator('tbody tr td:first-child button').all()) await expect(sunday).toBeDisabled();
  await enabledDays(calendar, 6);
  // A Monday to Wednesday of one week: no Sunday in between.
  const week = calendar.locator('tbody tr').filter({ has: page.locator('td:nth-child(2) button:not([disabled])') }).filter({ has: page.locator('td:nth-child(4) button:not([disabled])') }).last();
  const from = week.locator('td:nth-child(2) button');
  const to = week.locator('td:nth-child(4) button');
  const value = `${await from.getAttribute('data-date')} to ${await to.getAttribute('data-date')}`;
  await from.click();
  await to.click();
  await expect(form.locator('input[name=booking_date]')).toHaveValue(value);
  await expect(week.locator('td:nth-child(3) button')).toHaveAttribute('aria-pressed', 'true');
  const time = form.getByRole('combobox', { name: 'Start time' });
  await expect(time.locator('option')).toHaveText(['Choose a time', '05:00 PM', '05:30 PM', '06:00 PM', '06:30 PM', '07:00 PM']);
  await time.selectOption('05:30 PM');
  await form.getByLabel('Your name').fill('Sunset Fan');
  await mounted(form, 'forms/form');
  await form.getByLabel('Your email').fill('sunset@example.com');
  await form.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL('**/demo/checkout.html');
  await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('Sunset paddle');
  expect(cartRows('Sunset paddle')).toContainEqual({ booking_date: value, booking_time: '05:30 PM', price_cents: 5500 });
  expect(consoleErrors).toEqual([]);
});

test('the server refuses a booking the calendar does not offer', async ({ page }) => {
  await page.goto('/demo/forms-booking.html');
  const form = page.locator('#wpcf7-f148-o1');
  await form.getByLabel('Your name').fill('Sneaky');
  await mounted(form, 'forms/form');
  await form.getByLabel('Your email').fill('sneaky@example.com');
  // Typed past the calendar: a Sunday, and a time it does not offer.
  await form.locator('input[name=booking_date]').fill('2099-03-01 to 2099-03-02');
  await form.locator('select[name=booking_time], input[name=booking_time]').first().evaluate((el) => {
    const control = el as HTMLSelectElement;
    control.add(new Option('03:00 AM', '03:00 AM', true, true));
  });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.locator('.wpcf7-response-output')).toHaveText('One or more fields have an error. Please check and try again.');
  await expect(form.locator('[data-name=booking_date] .wpcf7-not-valid-tip')).toHaveText('This date cannot be booked. Please choose another day.');
  await expect(form.locator('[data-name=booking_time] .wpcf7-not-valid-tip')).toHaveText('This time cannot be booked. Please choose another time.');
});

test('each calendar takes its form\'s calendarTheme: light for the glacier trips, dark for the sunset paddle', async ({ page }) => {
  await page.goto('/demo/forms-booking.html');
  const background = async (formId: number) => {
    const field = page.locator(`#wpcf7-f${formId}-o1 .eacf7-booking-date`);
    await field.scrollIntoViewIfNeeded();
    await mounted(field, 'forms/booking');
    return page.locator(`#wpcf7-f${formId}-o1 .eacf7-booking-calendar`).evaluate((el) => getComputedStyle(el).backgroundColor);
  };
  expect(await background(147)).not.toBe('rgb(29, 33, 39)');
  expect(await background(148)).toBe('rgb(29, 33, 39)');
});
