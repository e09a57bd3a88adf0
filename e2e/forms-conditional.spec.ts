import { expect, mounted, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';

/** Conditional fields (form 140 on /demo/forms-conditional.html): rules on every change, hidden from AT, not checked, not sent. */
const FORM = '#wpcf7-f140-o1';

test('groups follow the rules, chains settle, hidden groups are hidden from assistive technology and left out of the submission', async ({ page, consoleErrors }) => {
  await page.goto('/demo/forms-conditional.html');
  const form = page.locator(FORM);
  // Hidden from the first paint (the server ran the rules for an empty form), and not in the accessibility tree.
  await expect(form.locator('div.conditional.large-group')).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Group name' })).toHaveCount(0);
  await form.getByLabel('Your email').fill('group@example.com');
  await mounted(form, 'forms/form');

  await form.getByLabel('Number of guests').fill('1');
  await expect(form.getByLabel('A phone number for a solo paddler')).toBeVisible();
  await expect(form.getByLabel('Keep away from busy beaches')).toBeVisible();
  await form.getByLabel('Number of guests').fill('6');
  await expect(form.getByLabel('A phone number for a solo paddler')).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Group name' })).toBeVisible();
  // A chain: two boats show the skippers' notes; fewer guests hide the boats, and the notes with them.
  await form.getByLabel('Boats needed').fill('2');
  await expect(form.getByLabel('Notes for the skippers')).toBeVisible();
  await form.getByLabel('Number of guests').fill('4');
  await expect(form.getByLabel('Boats needed')).toBeHidden();
  await expect(form.locator('div.conditional.boat-help')).toBeHidden();
  await expect(form.locator('div.conditional.boat-help')).toHaveAttribute('inert', '');
  await expect(form.locator('input[name=_eacf7_hidden_conditional_fields]')).toHaveValue(/"large-group".*"boat-help"/);
  await form.getByLabel('Number of guests').fill('6');
  await expect(form.getByLabel('Notes for the skippers')).toBeVisible();
  await form.getByLabel('Boats needed').fill('1');
  await expect(form.getByLabel('Notes for the skippers')).toBeHidden();

  // Required fields in hidden groups (skippers' notes, children's ages) do not block the send and are not stored.
  const name = `Paddlers ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Group name' }).fill(name);
  const posted = page.waitForRequest((request) => request.url().includes('/contact-forms/140/feedback'));
  await form.getByRole('button', { name: 'Send' }).click();
  const body = (await posted).postData() ?? '';
  expect(body).not.toContain('name="skipper-notes"');
  expect(body).not.toContain('name="kids-ages"');
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  const stored = findSubmission(140, (fields) => fields['group-name'] === name);
  expect(stored?.status).toBe('mail_sent');
  expect(Object.keys(stored!.fields)).not.toContain('skipper-notes');
  expect(Object.keys(stored!.fields)).not.toContain('kids-ages');
  expect(consoleErrors).toEqual([]);
});

test('the server runs the rules too: a visible required group cannot be skipped by claiming it hidden', async ({ page }) => {
  await page.goto('/demo/forms-conditional.html');
  const form = page.locator(FORM);
  await form.getByLabel('Your email').fill('group@example.com');
  await mounted(form, 'forms/form');
  await form.getByLabel('Number of guests').fill('6');
  // A forged page: the group's field is taken out and the hidden list claims the group is hidden.
  await page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    root.querySelector('input[name="group-name"]')!.remove();
    root.querySelector<HTMLInputElement>('input[name=_eacf7_hidden_conditional_fields]')!.value = '["large-group","boat-help","kids"]';
    root.querySelector('form')!.addEventListener('input', (event) => event.stopImmediatePropagation(), { capture: true });
  }, FORM);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.locator('.wpcf7-response-output')).toHaveText('One or more fields have an error. Please check and try again.');
});
