import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A Contact Form 7 form sent without our scripts (JavaScript
 * off, or the forms remote blocked) is handled on the server as CF7 handles it:
 * the page again, with the response, the values kept and the refused fields marked.
 */
const PAGE = '/demo/contact.html';
const form = (page: Page) => page.locator('#wpcf7-f1-o1 form');

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an invalid send shows the errors beside the fields and keeps what was typed; a fixed one is sent', async ({ page }) => {
    await page.goto(PAGE);
    await form(page).getByLabel('Your name').fill('Ann Lee');
    await form(page).getByLabel('Your email').fill('not-an-email');
    await form(page).getByLabel('Your message').fill('Hello there, six of us.');
    await form(page).locator('input.eacf7-uploader-native').setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('a plan') });
    await form(page).getByRole('button', { name: 'Send' }).or(form(page).locator('input[type=submit]')).first().click();
    await expect(form(page)).toHaveAttribute('data-status', 'invalid');
    await expect(form(page).locator('.wpcf7-response-output')).toHaveText('One or more fields have an error. Please check and try again.');
    await expect(form(page).getByLabel('Your name')).toHaveValue('Ann Lee');
    await expect(form(page).getByLabel('Your message')).toHaveValue('Hello there, six of us.');
    const email = form(page).locator('input[name="your-email"]');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).locator('[data-name="your-email"] .wpcf7-not-valid-tip')).toHaveText('Please enter an email address.');
    await expect(form(page).locator('.eacf7-uploader-kept')).toHaveText('plan.txt');

    await email.fill('ann@example.com');
    await form(page).locator('input[type=submit]').click();
    await expect(form(page)).toHaveAttribute('data-status', 'sent');
    await expect(form(page).locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
    await expect(form(page).getByLabel('Your name')).toHaveValue('');
  });
});

test('with the forms remote blocked, Send still reaches the server and answers', async ({ page }) => {
  await page.route('**/mf/remotes/forms/**', (route) => route.abort());
  await page.goto(PAGE);
  await form(page).getByLabel('Your name').fill('Bo Berg');
  await form(page).getByLabel('Your email').fill('bo@example.com');
  await form(page).getByLabel('Your message').fill('Blocked scripts, still sent.');
  await form(page).locator('input[type=submit]').click();
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  await expect(form(page).locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
});
