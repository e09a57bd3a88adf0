import { expect, mounted, test } from './fixtures';
import { installCf7Stub } from './fixtures/forms/cf7-stub';
import { findSubmission } from './fixtures/forms/database';
import { FIELDS_FORM, FIELDS_PAGE } from './fixtures/forms/fields-a';

const wrap = (name: string) => `${FIELDS_FORM} .wpcf7-form-control-wrap[data-name="${name}"]`;

test("with CF7's own script sending the form, the fields post E.164 and YYYY-MM-DD HH:MM, and empty again after CF7's reset", async ({ page }) => {
  await page.addInitScript(installCf7Stub);
  await page.clock.setFixedTime(new Date('2026-06-10T10:00:00'));
  await page.goto(FIELDS_PAGE);
  await mounted(page.locator(`${wrap('guest-phone')} input[type=tel]`), 'forms/phone');
  await mounted(page.locator(`${wrap('trip-time')} input[type=text]`), 'forms/date-time');
  const marker = `CF7 ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your name' }).fill(marker);
  const phone = page.getByRole('textbox', { name: 'Mobile phone' });
  await phone.click();
  await phone.pressSequentially('+44 7400 123456');
  const when = page.getByRole('textbox', { name: 'Trip date and time' });
  await when.fill('2026-06-11 03:00 PM');
  await when.blur();
  // The pick-up address requires line 1 and the country (its required_fields).
  await page.locator('input[name="pickup_line1"]').fill('1 Quay Street');
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('United Kingdom');
  await page.keyboard.press('Enter');
  await expect(page.locator('select[name="pickup_country"]')).toHaveValue('GB');
  await page.locator(`${FIELDS_FORM} .wpcf7-submit`).click();
  await expect(page.locator(`${FIELDS_FORM} .wpcf7-response-output`)).toHaveText('Thank you for your message. It has been sent.');
  expect(await page.evaluate(() => (window as unknown as { __cf7Submits: number }).__cf7Submits)).toBe(1);
  expect(findSubmission(122, (fields) => fields['guest-name'] === marker)?.fields).toMatchObject({ 'guest-phone': '+447400123456', 'trip-time': '2026-06-11 15:00' });
  // CF7 resets the form after mail_sent: the hidden values follow the emptied fields.
  await expect(phone).toHaveValue('');
  await expect(page.locator(`${wrap('guest-phone')} input[type=hidden]`)).toHaveValue('');
  await expect(page.locator(`${wrap('trip-time')} input[type=hidden]`)).toHaveValue('');
});
