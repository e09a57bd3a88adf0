import { PHONE_INVALID_MESSAGE } from '@cms-mf/shared-contracts/fields';
import { expect, mounted, test } from './fixtures';
import { FIELDS_FORM, FIELDS_PAGE, countRequests } from './fixtures/forms/fields-a';

const PHONE = `${FIELDS_FORM} .wpcf7-form-control-wrap[data-name="guest-phone"]`;

test('the phone field: metadata on first focus only, one IP lookup, a keyboard country list, the strict tip, E.164', async ({ page, consoleErrors }) => {
  const metadata = countRequests(page, /phone-metadata-\d\.[0-9a-f]+\.js/);
  const lookups = countRequests(page, /\/standins\/ip-country/);
  await page.goto(FIELDS_PAGE);
  const input = page.locator(`${PHONE} input[type=tel]`);
  await mounted(input, 'forms/phone');
  const country = page.locator(`${PHONE} .cmsmf-phone-country`);
  // Loopback addresses are in the stand-in's default country.
  await expect(country).toHaveAccessibleName('Country code: United States US');
  await page.waitForLoadState('networkidle');
  expect(metadata()).toBe(0);
  expect(lookups()).toBe(1);
  // The label still names the number.
  await expect(page.getByRole('textbox', { name: 'Mobile phone' })).toHaveCount(1);

  await input.focus();
  await expect.poll(metadata).toBe(1);
  await expect(country).toHaveAccessibleName('Country code: United States +1');

  // The country list, keyboard only: open, search, move, choose.
  await page.keyboard.press('Shift+Tab');
  await expect(country).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const search = page.getByRole('combobox', { name: 'Search countries' });
  await expect(search).toBeFocused();
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type('united');
  const listbox = page.getByRole('listbox', { name: 'Countries' });
  await expect(listbox.getByRole('option')).toHaveText([/United Arab Emirates/, /United Kingdom/, /United States/]);
  await expect(search).toHaveAttribute('aria-activedescendant', (await listbox.getByRole('option').nth(0).getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await listbox.getByRole('option').nth(1).getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(country).toHaveAccessibleName('Country code: United Kingdom +44');
  await expect(input).toBeFocused();
  await expect(listbox).toBeHidden();

  // Strict mode on blur: a number one digit short.
  await page.keyboard.type('020 7946 095');
  await page.keyboard.press('Tab');
  const tip = page.locator(`${PHONE} .wpcf7-not-valid-tip`);
  await expect(tip).toHaveText(PHONE_INVALID_MESSAGE);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(PHONE_INVALID_MESSAGE);
  // Letters are refused as they are typed.
  await input.focus();
  await page.keyboard.type('8x');
  await expect(input).toHaveValue('020 7946 0958');
  await page.keyboard.press('Tab');
  await expect(tip).toHaveCount(0);
  await expect(page.locator(`${PHONE} input[type=hidden][name="guest-phone"]`)).toHaveValue('+442079460958');

  // Escape closes the list and gives focus back to the button; the mouse picks too.
  await country.click();
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(country).toBeFocused();
  await expect(listbox).toBeHidden();
  await country.click();
  await search.fill('fra');
  await listbox.getByRole('option', { name: /France/ }).click();
  await expect(country).toHaveAccessibleName('Country code: France +33');
  await expect(page.locator(`${PHONE} .wpcf7-not-valid-tip`)).toHaveText(PHONE_INVALID_MESSAGE);
  expect(lookups()).toBe(1);
  // The metadata comes in groups by calling code: North America's on focus, then Europe's for the United Kingdom (France shares it).
  expect(metadata()).toBe(2);
  expect(consoleErrors).toEqual([]);
});

test('an international number sets its own country', async ({ page }) => {
  await page.goto(FIELDS_PAGE);
  const input = page.locator(`${PHONE} input[type=tel]`);
  await mounted(input, 'forms/phone');
  await input.click();
  await input.pressSequentially('+33 1 23 45 67 89');
  await expect(page.locator(`${PHONE} .cmsmf-phone-country`)).toHaveAccessibleName('Country code: France +33');
  await expect(page.locator(`${PHONE} input[type=hidden]`)).toHaveValue('+33123456789');
});
