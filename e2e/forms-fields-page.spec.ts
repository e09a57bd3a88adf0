import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';
import { FIELDS_FORM, FIELDS_PAGE, latestMail } from './fixtures/forms/fields-a';

const wrap = (name: string) => `${FIELDS_FORM} .wpcf7-form-control-wrap[data-name="${name}"]`;

test.use({ geolocation: { latitude: 51.5072, longitude: -0.1276 }, permissions: ['geolocation'] });

async function mountAll(page: Page): Promise<void> {
  await page.goto(FIELDS_PAGE);
  await mounted(page.locator(`${wrap('home-country')} select`), 'forms/country-list');
  await mounted(page.locator(`${wrap('pickup')} .eacf7-address`), 'forms/address');
  await mounted(page.locator(`${wrap('group-size')} input[type=range]`), 'forms/range-slider');
  await mounted(page.locator(`${wrap('sail-colour')} .eacf7-color-picker-wrap`), 'forms/color-picker');
  await mounted(page.locator(`${wrap('us-phone')} input`), 'forms/mask');
}

test('country list: named in the page language, searchable, keyboard operable', async ({ page }) => {
  await mountAll(page);
  const box = page.getByRole('combobox', { name: 'Home country' });
  await box.focus();
  await page.keyboard.type('norw');
  const listbox = page.getByRole('listbox', { name: 'Countries' }).filter({ visible: true });
  await expect(listbox.getByRole('option')).toHaveText([/Norway/]);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Norway');
  await expect(page.locator(`${wrap('home-country')} select`)).toHaveValue('NO');
  // Arrows open the whole list at the chosen country; Escape closes it unchanged.
  await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option', { selected: true })).toHaveText(/Norway/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('Norway');
  // The mouse picks too.
  await box.click();
  await box.fill('ice');
  await listbox.getByRole('option', { name: /Iceland/ }).click();
  await expect(page.locator(`${wrap('home-country')} select`)).toHaveValue('IS');
});

test('country names follow the page language', async ({ page }) => {
  // The same form on a German page.
  await page.route(`**${FIELDS_PAGE}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('lang="en-US"', 'lang="de-DE"') });
  });
  await page.goto(FIELDS_PAGE);
  const select = page.locator(`${wrap('home-country')} select`);
  await select.focus();
  await mounted(select, 'forms/country-list');
  await expect(select.locator('option[value="DE"]')).toHaveText('Deutschland');
  await expect(page.locator(`${wrap('home-country')} .cmsmf-country-input`)).toHaveAttribute('role', 'combobox');
});

test('address: "Use my location" fills city, state, postcode and country with one reverse-geocoding GET', async ({ page, consoleErrors }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/standins/geocode/')) lookups.push(request.url());
  });
  await mountAll(page);
  await page.locator(`${wrap('pickup')} input[name="pickup_line1"]`).pressSequentially('10 Downing Street');
  expect(lookups).toEqual([]);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.locator(`${wrap('pickup')} [role=status]`)).toHaveText('Address filled in from your location. Please check it.');
  expect(lookups).toHaveLength(1);
  expect(lookups[0]).toMatch(/\/reverse\?format=json&lat=51\.507200&lon=-0\.127600$/);
  // The stand-in answers for central London (site/src/standins/geocode/places.ts): each part in its own field.
  await expect(page.locator('input[name="pickup_city"]')).toHaveValue('London');
  await expect(page.locator('input[name="pickup_state"]')).toHaveValue('England');
  await expect(page.locator('input[name="pickup_zip"]')).toHaveValue('WC2N 5DU');
  await expect(page.locator('select[name="pickup_country"]')).toHaveValue('GB');
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('United Kingdom');
  expect(consoleErrors).toEqual([]);
});

test('address: a denied location is said in one line and logged', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(FIELDS_PAGE);
  await mounted(page.locator('.eacf7-address'), 'forms/address');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.locator(`${wrap('pickup')} [role=status]`)).toHaveText('Location access was denied. Please type your address.');
  expect(warnings.some((text) => text.includes('geolocation failed'))).toBe(true);
  await context.close();
});

test('masks shape keystrokes and pastes; colour and range fields follow their inputs', async ({ page }) => {
  await mountAll(page);
  const usPhone = page.locator(`${wrap('us-phone')} input`);
  await usPhone.click();
  await page.keyboard.type('201x5550123');
  await expect(usPhone).toHaveValue('(201) 555-0123');
  const ip = page.locator(`${wrap('device-ip')} input`);
  await ip.click();
  await page.keyboard.type('10.0.0.254');
  await expect(ip).toHaveValue('10.0.0.254');
  const date = page.locator(`${wrap('birth-date')} input`);
  await date.click();
  await page.evaluate(() => navigator.clipboard?.writeText?.('09.12.1906').catch(() => undefined));
  await date.pressSequentially('0912');
  await expect(date).toHaveValue('09/12/');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(date).toHaveValue('09/1');
  await page.keyboard.press('Tab');
  await expect(page.locator(`${wrap('birth-date')} .wpcf7-not-valid-tip`)).toHaveText('Please fill in this field in the format __/__/____.');

  const colourText = page.locator(`${wrap('sail-colour')} input[type=text]`);
  const swatch = page.getByLabel('Sail colour: colour picker');
  await colourText.fill('#FF8800');
  await colourText.blur();
  await expect(colourText).toHaveValue('#ff8800');
  await expect(swatch).toHaveValue('#ff8800');
  await swatch.fill('#00aa55');
  await expect(colourText).toHaveValue('#00aa55');
  await colourText.fill('orange');
  await colourText.blur();
  await expect(page.locator(`${wrap('sail-colour')} .wpcf7-not-valid-tip`)).toHaveText('Please enter a colour as #rrggbb, for example #2271b1.');

  const slider = page.getByRole('slider', { name: 'Group size' });
  const output = page.locator(`${wrap('group-size')} .eacf7-range-slider-value`);
  await expect(output).toHaveText('2');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(output).toHaveText('4');
  await page.keyboard.press('End');
  await expect(output).toHaveText('12');
  await expect(slider).toHaveAttribute('max', '12');
});

test('range slider styles 2 and 3: a bubble over the handle, labels that name the value, at desktop and phone width', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await mountAll(page);
    const hours = page.getByRole('slider', { name: 'Trip length (hours)' });
    await mounted(page.locator(`${wrap('trip-hours')} input[type=range]`), 'forms/range-slider');
    const bubble = page.locator(`${wrap('trip-hours')} output.rangeslider__value-bubble`);
    await expect(bubble).toHaveText('3');
    await hours.focus();
    await page.keyboard.press('End');
    await expect(bubble).toHaveText('8');
    // The bubble sits over the handle: at the right end of the track now.
    const [track, tip] = [await hours.boundingBox(), await bubble.boundingBox()];
    expect(tip!.y + tip!.height).toBeLessThanOrEqual(track!.y);
    expect(Math.abs(tip!.x + tip!.width / 2 - (track!.x + track!.width - 8))).toBeLessThan(6);

    const experience = page.getByRole('slider', { name: 'Sailing experience' });
    await expect(experience).toHaveAttribute('aria-valuetext', 'Novice');
    await experience.focus();
    await page.keyboard.press('ArrowRight');
    await expect(experience).toHaveAttribute('aria-valuetext', 'Some');
    await page.locator(`${wrap('experience')} .rangeslider__labels__label`, { hasText: 'Expert' }).click();
    await expect(experience).toHaveValue('4');
    await expect(experience).toHaveAttribute('aria-valuetext', 'Expert');
    await expect(page.locator(`${wrap('experience')} .rangeslider__handle__value`)).toHaveText('4');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('the address marks as required only the parts its required_fields name', async ({ page }) => {
  await mountAll(page);
  const stars = page.locator(`${wrap('pickup')} .address-field:has(.required)`);
  await expect(stars).toHaveCount(2);
  await expect(page.locator('input[name="pickup_line1"]')).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('select[name="pickup_country"]')).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('input[name="pickup_city"]')).not.toHaveAttribute('aria-required', 'true');
});

test('a phone-sized visitor fills every field and the values reach SQLite and the mail outbox', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(new Date('2026-06-10T10:00:00'));
  await mountAll(page);
  await mounted(page.locator(`${wrap('guest-phone')} input[type=tel]`), 'forms/phone');
  const marker = `Sailor ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your name' }).fill(marker);
  await page.getByRole('textbox', { name: 'Mobile phone' }).click();
  await page.getByRole('textbox', { name: 'Mobile phone' }).pressSequentially('(201) 555-0123');
  await page.getByRole('combobox', { name: 'Home country' }).fill('Portugal');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Choose date and time/ }).click();
  const dialog = page.getByRole('dialog');
  // The dialog fits the phone's width.
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await dialog.locator('td[data-date="2026-06-12"]').click();
  await dialog.getByRole('button', { name: 'Choose' }).click();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.locator('select[name="pickup_country"]')).toHaveValue('GB');
  await page.locator('input[name="pickup_line1"]').fill('1 Quay Street');
  await page.locator(`${wrap('device-ip')} input`).pressSequentially('192.168.0.7');
  await page.locator(`${wrap('skipper-licence')} input`).pressSequentially('ABCD1234EFGH5678');
  await page.locator(`${wrap('sail-colour')} input[type=text]`).fill('#123abc');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.locator(`${FIELDS_FORM} .wpcf7-submit`).click();
  await expect(page.locator(`${FIELDS_FORM} .wpcf7-response-output`)).toHaveText('Thank you for your message. It has been sent.');
  const stored = findSubmission(122, (fields) => fields['guest-name'] === marker);
  expect(stored?.fields).toMatchObject({
    'guest-phone': '+12015550123',
    'home-country': 'PT',
    'trip-time': '2026-06-12 09:00',
    pickup: { line1: '1 Quay Street', country: 'GB' },
    'group-size': '2',
    'sail-colour': '#123abc',
    'device-ip': '192.168.0.7',
    'skipper-licence': 'ABCD-1234-EFGH-5678',
  });
  const mail = latestMail(122);
  expect(mail?.body).toContain(`guest-name: ${marker}`);
  expect(mail?.body).toContain('guest-phone: +12015550123');
  expect(mail?.body).toContain('trip-time: 2026-06-12 09:00');
  expect(consoleErrors).toEqual([]);
});

test('the server refuses a bad value with the field message and stores nothing', async ({ page }) => {
  await mountAll(page);
  const marker = `Refused ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your name' }).fill(marker);
  // Typed without using the phone field's country: a national number the server cannot read.
  await page.evaluate(() => {
    (document.querySelector('input[name="guest-phone"]') as HTMLInputElement).value = '02079460958';
    (document.querySelector('input[name="trip-time"]') as HTMLInputElement).value = '2026-06-14 10:00';
  });
  await page.locator(`${FIELDS_FORM} .wpcf7-submit`).click();
  await expect(page.locator(`${wrap('guest-phone')} .wpcf7-not-valid-tip`)).toHaveText('Invalid phone number. Please fill correct phone number.');
  await expect(page.locator(`${wrap('trip-time')} .wpcf7-not-valid-tip`)).toHaveText('This day is not available. Please choose another day.');
  expect(findSubmission(122, (fields) => fields['guest-name'] === marker)).toBeUndefined();
});

test('the fields page has no axe-core violations, with the lists and the picker open', async ({ page, consoleErrors }) => {
  // Four scans of a page with three lists of some 250 countries each.
  test.setTimeout(240_000);
  await mountAll(page);
  await page.waitForLoadState('networkidle');
  const scan = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(await scan()).toEqual([]);
  await page.getByRole('combobox', { name: 'Home country' }).click();
  expect(await scan()).toEqual([]);
  await page.keyboard.press('Escape');
  await page.locator(`${wrap('guest-phone')} .cmsmf-phone-country`).click();
  await expect(page.getByRole('combobox', { name: 'Search countries' })).toBeFocused();
  await expect(page.getByRole('listbox', { name: 'Countries' }).filter({ visible: true }).getByRole('option').first()).toBeVisible();
  expect(await scan()).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Choose date and time/ }).click();
  expect(await scan()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
