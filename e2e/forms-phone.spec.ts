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

test.describe('strict mode caps the length at the longest number of the country or calling code', () => {
  const digitsOf = (value: string) => value.replace(/\D/g, '');

  test('typed key by key, in several countries', async ({ page }) => {
    await page.goto(FIELDS_PAGE);
    const input = page.locator(`${PHONE} input[type=tel]`);
    await mounted(input, 'forms/phone');
    await input.click();
    // Typing waits for nothing: the first keys may come before the metadata; the cap applies once it has.
    for (const [typed, kept, e164] of [
      ['(201) 555-0123 99', '2015550123', '+12015550123'],
      ['+1 201 555 0123 4567 89', '12015550123', '+12015550123'],
      ['+44 20 7946 0958 765', '442079460958', '+442079460958'],
      ['+33 6 12 34 56 78 90 12', '33612345678', '+33612345678'],
    ] as const) {
      await input.fill('');
      await input.pressSequentially(typed);
      await expect.poll(async () => digitsOf(await input.inputValue())).toBe(kept);
      await expect(page.locator(`${PHONE} input[type=hidden]`)).toHaveValue(e164);
    }
  });

  test('pasted', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(FIELDS_PAGE);
    const input = page.locator(`${PHONE} input[type=tel]`);
    await mounted(input, 'forms/phone');
    await input.click();
    // Wait for North America's metadata: the country button shows the calling code once it is there.
    await expect(page.locator(`${PHONE} .cmsmf-phone-country`)).toHaveAccessibleName(/\+1$/);
    for (const [pasted, kept] of [
      ['+1 201 555 0123 4567 89', '+1 201 555 0123'],
      ['201-555-0123-0000', '201-555-0123'],
    ] as const) {
      await input.fill('');
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await input.press('ControlOrMeta+V');
      await expect(input).toHaveValue(kept);
    }
    // Another calling code's metadata arrives after the paste: the number is cut to its cap then
    // (Germany's longest national number is 15 digits).
    await input.fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), '+49 30 1234 5678 9012 3456 7');
    await input.press('ControlOrMeta+V');
    await expect.poll(async () => digitsOf(await input.inputValue())).toBe('49301234567890123');
  });
});
