import { expect, mounted, test } from './fixtures';

/** Pre-population (forms 141 and 142 on /demo/forms-prefill.html). */
const TARGET = '#wpcf7-f141-o1';

test('the address fills every kind of field of the form it names, as values only', async ({ page, consoleErrors }) => {
  page.on('dialog', () => {
    throw new Error('a dialog opened: markup from the address ran');
  });
  const query = new URLSearchParams([
    ['form', '141'], ['your-name', 'Ann <img src=x onerror=alert(1)>'], ['your-email', 'ann@example.com'], ['boat', 'Canoe'],
    ['extras[]', 'Dry bag'], ['extras[]', 'Map'], ['size', '2'], ['local-phone', '55512345'], ['note', 'Two hours,\nplease'], ['_wpcf7', '1'],
  ]);
  await page.goto(`/demo/forms-prefill.html?${query}`);
  const form = page.locator(TARGET);
  await mounted(form, 'forms/form');
  await expect(form.getByLabel('Your name')).toHaveValue('Ann <img src=x onerror=alert(1)>');
  await expect(form.locator('img')).toHaveCount(0);
  await expect(form.getByLabel('Your email')).toHaveValue('ann@example.com');
  await expect(form.getByLabel('Boat')).toHaveValue('Canoe');
  await expect(form.getByLabel('Dry bag')).toBeChecked();
  await expect(form.getByLabel('Map')).toBeChecked();
  await expect(form.getByLabel('Life jacket')).not.toBeChecked();
  await expect(form.getByRole('radio', { name: '2' })).toBeChecked();
  await expect(form.getByLabel('Local phone')).toHaveValue(/^5551-?2345$/);
  await expect(form.getByLabel('Anything else')).toHaveValue('Two hours,\nplease');
  await expect(form.locator('input[name=_wpcf7]')).toHaveValue('141');
  // The other form on the page is not named: it stays empty.
  await expect(page.locator('#wpcf7-f142-o1').getByLabel('Your name')).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('a sent quick start carries its fields to the rental request', async ({ page, consoleErrors }) => {
  await page.goto('/demo/forms-prefill.html');
  const source = page.locator('#wpcf7-f142-o1');
  await source.getByLabel('Your name').fill('Bo & Cy');
  await mounted(source, 'forms/form');
  await source.getByLabel('Your email').fill('bo@example.com');
  await source.getByLabel('Boat').selectOption('Paddleboard');
  await source.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/demo\/forms-prefill\.html\?form=141&your-name=Bo\+%26\+Cy&your-email=bo%40example\.com&boat=Paddleboard$/);
  const target = page.locator(TARGET);
  await mounted(target, 'forms/form');
  await expect(target.getByLabel('Your name')).toHaveValue('Bo & Cy');
  await expect(target.getByLabel('Boat')).toHaveValue('Paddleboard');
  expect(consoleErrors).toEqual([]);
});
