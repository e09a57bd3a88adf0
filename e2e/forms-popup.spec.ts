import { expect, mounted, test } from './fixtures';

/** Popup forms (forms-addon.md §2, §3 Popup, §7 `eacf7_fire_contact_form`) on the popup demo page. */
const DEMO = '/demo/forms-popup.html';

test('the popup button opens the fetched form in a modal; it is filled, kept when reopened, and sent end to end', async ({ page, consoleErrors }) => {
  await page.goto(DEMO);
  const button = page.getByRole('button', { name: 'Book a tour' });
  await mounted(page.locator('.eacf7-popup-form-button'), 'forms/popup');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Book a harbour tour' });
  await expect(dialog).toBeVisible();
  // data-width of the button wins over the site setting.
  expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBe(600);
  const name = dialog.getByLabel('Your name');
  await expect(name).toBeFocused();
  // The per-form settings came with the fetched form.
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).eacf7ConversationalData_130)).toEqual({ thankYouScreen: false });
  await name.fill('Ada');

  // Tab stays inside the dialog.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // data-click="0": a click on the backdrop does not close it; Escape does, and focus goes back to the button.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Reopened: the same form, with what was typed.
  await button.click();
  await expect(dialog.getByLabel('Your name')).toHaveValue('Ada');
  await dialog.getByLabel('Your email').fill('ada@example.test');
  await mounted(dialog.locator('.wpcf7'), 'forms/form');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  expect(consoleErrors).toEqual([]);
});

test("a site trigger opens its form at the site's width, and a click outside closes it", async ({ page }) => {
  await page.goto(DEMO);
  await mounted(page.locator('.eacf7-popup-form-button'), 'forms/popup');
  const link = page.getByRole('link', { name: 'book a tour from this link' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Book a harbour tour' });
  await expect(dialog.getByLabel('Your name')).toBeVisible();
  expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBe(560);
  await expect(page).not.toHaveURL(/#book/);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('the fetched HTML is sanitised before it reaches the page', async ({ page }) => {
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('eacf7_fire_contact_form')) return route.continue();
    const html = '<div class="wpcf7"><form class="wpcf7-form" aria-label="Evil"><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">x</a><input name="n" aria-label="Name"></form></div>';
    await route.fulfill({ json: { success: true, data: html } });
  });
  await page.goto(DEMO);
  await mounted(page.locator('.eacf7-popup-form-button'), 'forms/popup');
  await page.getByRole('button', { name: 'Book a tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Evil' });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  expect(await dialog.locator('[onerror], script, a[href^="javascript"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test.describe('on a 390 px phone, with the keyboard alone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the popup button, shown by its module where it kept its room, is reached with Tab and opens with Enter; focus comes back on Escape', async ({ page, consoleErrors }) => {
    await page.goto(DEMO);
    const button = page.getByRole('button', { name: 'Book a tour' });
    await mounted(page.locator('.eacf7-popup-form-button'), 'forms/popup');
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAttribute('data-cmsmf-awaits');
    // Tab from the top of the page: the skip link and the header's link come first.
    for (let i = 0; i < 10 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book a harbour tour' });
    await expect(dialog.getByLabel('Your name')).toBeFocused();
    // Within the phone's width.
    expect(await dialog.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
});
