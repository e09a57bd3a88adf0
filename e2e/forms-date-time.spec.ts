import { expect, mounted, test } from './fixtures';
import { FIELDS_FORM, FIELDS_PAGE } from './fixtures/forms/fields-a';

const WRAP = `${FIELDS_FORM} .wpcf7-form-control-wrap[data-name="trip-time"]`;

test.beforeEach(async ({ page }) => {
  // Wednesday 10 June 2026: the picker opens on it.
  await page.clock.setFixedTime(new Date('2026-06-10T10:00:00'));
  await page.goto(FIELDS_PAGE);
  await mounted(page.locator(`${WRAP} input.eacf7-datetimepicker`), 'forms/date-time');
});

test('the date-time picker dialog works with the keyboard alone (WAI-ARIA date picker dialog)', async ({ page, consoleErrors }) => {
  const input = page.locator(`${WRAP} input.eacf7-datetimepicker`);
  const opener = page.getByRole('button', { name: 'Choose date and time for Trip date and time' });
  await input.focus();
  await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose date and time: Trip date and time' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('June 2026');
  const grid = dialog.getByRole('grid', { name: 'June 2026' });
  await expect(grid.locator('td:focus')).toHaveAttribute('data-date', '2026-06-10');

  // Days, weeks, week edges, months.
  await page.keyboard.press('ArrowDown');
  await expect(grid.locator('td:focus')).toHaveAttribute('data-date', '2026-06-17');
  await page.keyboard.press('Home');
  await expect(grid.locator('td:focus')).toHaveAttribute('data-date', '2026-06-14');
  // A Sunday: excluded by the field's settings.
  await expect(grid.locator('td:focus')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('This day is not available.');
  await page.keyboard.press('PageDown');
  await expect(dialog.getByRole('heading')).toHaveText('July 2026');
  await expect(dialog.getByRole('grid', { name: 'July 2026' }).locator('td:focus')).toHaveAttribute('data-date', '2026-07-14');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('td:focus')).toHaveAttribute('data-date', '2026-06-16');
  await page.keyboard.press('Enter');
  await expect(grid.locator('td[data-date="2026-06-16"]')).toHaveAttribute('aria-selected', 'true');
  const time = dialog.getByRole('combobox', { name: 'Time' });
  await expect(time).toBeFocused();
  await expect(time.locator('option')).toHaveCount(48);
  await expect(time).toHaveValue('09:00');
  await page.keyboard.press('ArrowDown');
  await expect(time).toHaveValue('09:30');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Choose' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(input).toHaveValue('2026-06-16 09:30 AM');
  await expect(input).toBeFocused();
  await expect(page.locator(`${WRAP} input[type=hidden][name="trip-time"]`)).toHaveValue('2026-06-16 09:30');

  // Escape leaves the value alone.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(dialog).toBeVisible();
  await expect(grid.locator('td:focus')).toHaveAttribute('data-date', '2026-06-16');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(input).toHaveValue('2026-06-16 09:30 AM');
  await expect(input).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('the picker works with the mouse; typed values are read in the display format and checked on blur', async ({ page }) => {
  const input = page.locator(`${WRAP} input.eacf7-datetimepicker`);
  await page.getByRole('button', { name: 'Choose date and time for Trip date and time' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Next month' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('July 2026');
  await dialog.locator('td[data-date="2026-07-03"]').click();
  await dialog.getByRole('combobox', { name: 'Time' }).selectOption({ label: '12:00 PM' });
  await dialog.getByRole('button', { name: 'Choose' }).click();
  await expect(input).toHaveValue('2026-07-03 12:00 PM');
  await expect(page.locator(`${WRAP} input[type=hidden]`)).toHaveValue('2026-07-03 12:00');

  await input.fill('2026-06-14 10:00 AM');
  await input.blur();
  const tip = page.locator(`${WRAP} .wpcf7-not-valid-tip`);
  await expect(tip).toHaveText('This day is not available. Please choose another day.');
  await input.fill('2030-12-31 06:30 PM');
  await input.blur();
  await expect(tip).toHaveText('This field has a too late date.');
  await input.fill('2026-6-12 2:30 pm');
  await input.blur();
  await expect(tip).toHaveCount(0);
  await expect(input).toHaveValue('2026-06-12 02:30 PM');
  await expect(page.locator(`${WRAP} input[type=hidden]`)).toHaveValue('2026-06-12 14:30');
});
