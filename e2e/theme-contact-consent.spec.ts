import { expect, mounted, test } from './fixtures';
import { siteRows } from './fixtures/theme/database';

/**
 * The contact form with a required consent box and no title for it (form 12 on
 * /demo/theme.html; theme-frontend.md §5, §8): left unticked, the message names it
 * by the site's `wrong_checkbox` text ("Checkbox"), since the sentence beside the
 * box is its option, not its name; ticked, the message is posted and stored.
 */
const DEMO = '/demo/theme.html';
const FORM = '#et_pb_contact_form_12';

test('an unticked consent box without a title is listed by the wrong_checkbox text; ticked, the form is sent', async ({ page, consoleErrors }) => {
  await page.goto(DEMO);
  const container = page.locator(FORM);
  await container.scrollIntoViewIfNeeded();
  await container.getByLabel('Name', { exact: true }).focus();
  await mounted(container, 'theme/contact-form');
  const email = `consent-${Date.now()}@example.com`;
  await container.getByLabel('Name', { exact: true }).fill('Bo Berg');
  await container.getByLabel('Email Address').fill(email);
  await container.locator('button.et_pb_contact_submit').click();

  const message = container.locator('.et-pb-contact-message');
  await expect(message).toBeFocused();
  await expect(message.locator('p').first()).toHaveText('Please, fill in the following fields:');
  await expect(message.locator('li')).toHaveText(['Checkbox']);
  const consent = container.getByLabel('I agree that the harbour office keeps my address until a berth is free');
  await expect(consent).toHaveAttribute('aria-invalid', 'true');

  await consent.check();
  await container.locator('button.et_pb_contact_submit').click();
  await expect(message).toHaveText('You are on the waiting list');
  const rows = siteRows<{ fields_json: string }>('SELECT fields_json FROM contact_messages WHERE form_num = 12 AND fields_json LIKE ?', `%${email}%`);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.fields_json)).toMatchObject({ name: 'Bo Berg', email, consent: 'I agree that the harbour office keeps my address until a berth is free' });
  expect(consoleErrors).toEqual([]);
});
