import { expect, mounted, test } from './fixtures';

/**
 * The checkout switch on a form that is not a booking form (form 151 on
 * /demo/forms-checkout.html): the server answers a sent form with the
 * checkout's address as `redirect`, and the forms remote follows it 1 s later.
 */
const DEMO = '/demo/forms-checkout.html';
const FORM = '#wpcf7-f151-o1';

test('a sent gift-voucher request goes on to the checkout a second after the thank-you message', async ({ page, consoleErrors }) => {
  await page.goto(DEMO);
  const form = page.locator(FORM);
  await form.getByLabel('Your name').fill('Grace Darling');
  await mounted(form, 'forms/form');
  await form.getByLabel('Your email').fill('grace@example.com');
  await form.getByRole('combobox', { name: 'Voucher' }).selectOption('Sunset paddle');
  // The answer the page receives is what the redirect follows.
  const answer = page.waitForResponse((response) => response.url().includes('/contact-form-7/v1/contact-forms/151/feedback'));
  await form.getByRole('button', { name: 'Send' }).click();
  expect(await (await answer).json()).toMatchObject({ status: 'mail_sent', redirect: expect.stringMatching(/\/demo\/checkout\.html$/) });
  await expect(form.locator('.wpcf7-response-output')).toHaveText(/Thank you/);
  const shownAt = Date.now();
  await page.waitForURL('**/demo/checkout.html');
  // Not at once: the spec's delay is 1000 ms (the message shows a little after the send).
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(800);
  expect(consoleErrors).toEqual([]);
});
