import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';

/**
 * Forms with the add-on's fields, sent without our scripts (JavaScript off,
 * or the forms remote blocked): the server markup offers a control for every
 * field the server requires (radio buttons for the stars, a typed name for
 * the signature), controls that need a module (step buttons, the popup
 * button) wait hidden for it, and what the page promises (a total, a date
 * format, the booking form behind a link) is there in the server's markup.
 */
const CHARTER = '#wpcf7-f121-o1';
const CREW = '#wpcf7-f5-o1';
const SENT = 'Thank you for your message. It has been sent.';

/** The math captcha's answer, from the question the page shows. */
async function answerCaptcha(form: Locator): Promise<void> {
  const question = (await form.locator('.cf7-math-captcha-question').textContent()) ?? '';
  const [, first, operator, second] = /(\d+)\s*([+-])\s*(\d+)/.exec(question) ?? [];
  const answer = operator === '+' ? Number(first) + Number(second) : Number(first) - Number(second);
  await form.locator('input.cf7-math-captcha-input').fill(String(answer));
}

async function fillCrew(page: Page, name: string): Promise<Locator> {
  const form = page.locator(CREW);
  await form.locator('input[name="full-name"]').fill(name);
  await form.locator('input[name="email"]').fill('crew@example.com');
  await form.locator('input[name="years"]').fill('6');
  await form.getByRole('radio', { name: '4 of 5 stars' }).check();
  await form.locator('textarea[name="motivation"]').fill('Twenty years of dinghies and ferries.');
  await form.getByLabel('Or type your name to sign').fill('Ada Crew');
  await answerCaptcha(form);
  return form;
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the charter request is sent: stars are radio buttons, the signature is a typed name, the pad waits for its module', async ({ page }) => {
    await page.goto('/demo/fields-b.html');
    const form = page.locator(CHARTER);
    // Nothing that needs the signature module shows without it.
    await expect(form.locator('.signature-pad')).toBeHidden();
    await expect(form.getByRole('button', { name: 'Clear' })).toBeHidden();
    // With scripts on they keep their room for the module (no shift when it shows them); without, none.
    expect(await form.locator('.signature-pad').boundingBox()).toBeNull();
    const name = `No-script charter ${Date.now()}`;
    await form.locator('input[name="your-name"]').fill(name);
    await form.locator('input[name="your-email"]').fill('skipper@example.com');
    await expect(form.getByRole('radiogroup', { name: /How was your last trip/ })).toBeVisible();
    await form.getByRole('radio', { name: '2 of 5 stars' }).check();
    await form.getByRole('radio', { name: 'Sloop' }).check();
    await form.locator('select[name="package"]').selectOption('Half-day charter');
    await form.locator('input[name="crew-name__1"]').fill('Bo');
    await form.getByLabel('Or type your name to sign').fill('Kim Keys');
    await answerCaptcha(form);
    await form.locator('input[type=submit]').click();
    await expect(form.locator('.wpcf7-response-output')).toHaveText(SENT);
    const stored = findSubmission(121, (fields) => fields['your-name'] === name);
    expect(stored?.status).toBe('mail_sent');
    expect(stored?.fields).toMatchObject({ experience: '2', boat: 'Sloop', signature: 'Kim Keys' });
  });

  test('a refused charter request keeps the stars and the typed name; without either the server names them', async ({ page }) => {
    await page.goto('/demo/fields-b.html');
    const form = page.locator(CHARTER);
    await form.locator('input[name="your-name"]').fill('Half filled');
    await form.locator('input[type=submit]').click();
    await expect(form.locator('[data-name="experience"] .wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');
    await expect(form.locator('[data-name="signature"] .wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');
    await form.getByRole('radio', { name: '5 of 5 stars' }).check();
    await form.getByLabel('Or type your name to sign').fill('Kim Keys');
    await form.locator('input[type=submit]').click();
    await expect(form.locator('form')).toHaveAttribute('data-status', 'invalid');
    await expect(form.getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
    await expect(form.getByLabel('Or type your name to sign')).toHaveValue('Kim Keys');
    await expect(form.locator('[data-name="experience"] .wpcf7-not-valid-tip')).toHaveCount(0);
    await expect(form.locator('[data-name="signature"] .wpcf7-not-valid-tip')).toHaveCount(0);
  });

  test('the crew application is sent', async ({ page }) => {
    await page.goto('/demo/contact.html');
    const name = `No-script crew ${Date.now()}`;
    const form = await fillCrew(page, name);
    await form.locator('input[type=submit]').click();
    await expect(form.locator('.wpcf7-response-output')).toHaveText(SENT);
    expect(findSubmission(5, (fields) => fields['full-name'] === name)?.fields).toMatchObject({ confidence: '4', signature: 'Ada Crew' });
  });

  test('a multistep form shows every step and sends; Start, Next and Previous wait for the module', async ({ page }) => {
    await page.goto('/demo/forms/multistep.html');
    for (const name of ['Start', 'Next', 'Previous']) await expect(page.getByRole('button', { name })).toHaveCount(0);
    const name = `No-script steps ${Date.now()}`;
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Your email').fill('steps@example.com');
    await page.getByLabel('Topic').selectOption('Website');
    await page.getByLabel('Budget (EUR, 500 to 100000)').fill('2500');
    await page.getByLabel('Tell us about the project (at least 10 characters)').fill('A website for the harbour.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.wpcf7-response-output')).toHaveText(SENT);
    expect(findSubmission(103, (fields) => fields['your-name'] === name)?.status).toBe('mail_sent');
  });

  test('the popup page: the button that needs the popup waits for it, and the link leads to the booking form on the page', async ({ page }) => {
    await page.goto('/demo/forms-popup.html');
    await expect(page.getByRole('button', { name: 'Book a tour' })).toHaveCount(0);
    await page.getByRole('link', { name: 'book a tour from this link' }).click();
    await expect(page).toHaveURL(/#book$/);
    const form = page.locator('#book form');
    await expect(form.getByLabel('Your name')).toBeInViewport();
    await form.getByLabel('Your name').fill('Tour guest');
    await form.getByLabel('Your email').fill('tour@example.com');
    await form.getByRole('button', { name: 'Send' }).or(form.locator('input[type=submit]')).first().click();
    await expect(page.locator('#book .wpcf7-response-output')).toHaveText(SENT);
  });

  test('the payment form shows the total of the choices shown', async ({ page }) => {
    await page.goto('/demo/payments.html');
    await expect(page.locator('.eacf7-payment')).toContainText('Total for the choices shown: $29.50');
  });

  test('the booking date says how to type the days', async ({ page }) => {
    await page.goto('/demo/forms-booking.html');
    await expect(page.locator('.eacf7-booking-date input').first()).toHaveAccessibleDescription(/YYYY-MM-DD/);
  });
});

test('with the forms remote blocked, the crew application is still sent with stars and a typed name', async ({ page }) => {
  await page.route('**/mf/remotes/forms/**', (route) => route.abort());
  await page.goto('/demo/contact.html');
  const name = `Blocked crew ${Date.now()}`;
  const form = await fillCrew(page, name);
  await form.locator('input[type=submit]').click();
  await expect(form.locator('form')).toHaveAttribute('data-status', 'sent');
  expect(findSubmission(5, (fields) => fields['full-name'] === name)?.fields).toMatchObject({ confidence: '4', signature: 'Ada Crew' });
});

test('with scripts, the payment total is the live one and the server’s gives way', async ({ page }) => {
  await page.goto('/demo/payments.html');
  await expect(page.locator('.eacf7-payment')).toHaveAttribute('data-cmsmf-mounted', /payments\/payment/);
  await expect(page.locator('.eacf7-payment__server-total')).toBeHidden();
  await expect(page.locator('.eacf7-payment__total')).toContainText('$29.50');
});
