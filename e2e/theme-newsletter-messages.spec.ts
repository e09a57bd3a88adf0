import { openNewsletter } from './fixtures/theme/newsletter';
import { expect, test } from './fixtures';

/**
 * The newsletter ("Harbour news" on /demo/theme.html) says why it refuses,
 * in the theme's words (`et_pb_custom.fill_message`, `contact_error_message`,
 * `invalid`), in its error area, an alert, which the fields in error name as
 * their description: a screen reader hears it, not only a red outline.
 */
test('an address without its domain: "Invalid email", announced and read with the field', async ({ page, consoleErrors }) => {
  const module = await openNewsletter(page);
  await module.getByLabel('First Name').fill('Ann');
  await module.getByLabel('Last Name').fill('Lee');
  await module.getByLabel('Email').fill('ann@example');
  await module.getByRole('button', { name: 'Subscribe' }).click();
  const alert = module.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveText(/Please, fix the following errors:\s*Invalid email/);
  const email = module.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Invalid email/);

  // Put right, the message goes and the subscription is sent.
  await email.fill(`news-msg-${Date.now()}@example.com`);
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await expect(module.locator('.et_pb_newsletter_success')).toBeVisible();
  await expect(alert).toHaveText('');
  expect(consoleErrors).toEqual([]);
});

test('empty names: "Please, fill in the following fields:" and the names, the first empty field focused', async ({ page }) => {
  const module = await openNewsletter(page);
  await module.getByLabel('Email').fill('ann@example.com');
  await module.getByRole('button', { name: 'Subscribe' }).click();
  const alert = module.getByRole('alert');
  await expect(alert).toHaveText(/Please, fill in the following fields:\s*First Name\s*Last Name/);
  await expect(alert.locator('li')).toHaveText(['First Name', 'Last Name']);
  await expect(module.getByLabel('First Name')).toBeFocused();
  await expect(module.getByLabel('First Name')).toHaveAccessibleDescription(/First Name\s*Last Name/);
  await expect(module.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(module.getByLabel('Email')).toHaveAccessibleDescription('');
});
