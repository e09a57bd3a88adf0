import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * The captcha widgets (MARKUP-FACTS §3.1) on their demo pages, with the
 * reference site's stand-in scripts: each provider's script loads with its
 * widget only, the server refuses a send without the widget's answer, and
 * each widget is reset when the add-on resets it (reCAPTCHA on every answer,
 * hCaptcha and Turnstile after a send).
 */
const PROVIDERS = [
  { name: 'recaptcha', form: 152, selector: '.eacf7-recaptcha', label: 'reCAPTCHA', resetOnEveryAnswer: true },
  { name: 'hcaptcha', form: 153, selector: '.eacf7-hcaptcha', label: 'hCaptcha', resetOnEveryAnswer: false },
  { name: 'turnstile', form: 154, selector: '.eacf7-cf-turnstile', label: 'Turnstile', resetOnEveryAnswer: false },
] as const;

const SENT = 'Thank you for your message. It has been sent.';

function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/standins\/captcha\/widgets\/([a-z]+)\.js/.exec(request.url());
    if (match) seen.push(match[1]!);
  });
  return seen;
}

for (const provider of PROVIDERS) {
  test(`${provider.label}: the widget loads its own script only, must be answered, and is reset as the add-on does`, async ({ page, consoleErrors }) => {
    const scripts = scriptRequests(page);
    await page.goto(`/demo/forms-captcha-${provider.name}.html`);
    const form = page.locator(`#wpcf7-f${provider.form}-o1`);
    const widget = form.locator(provider.selector);
    await mounted(widget, 'forms/captcha');
    const box = form.getByRole('checkbox', { name: `I am human (${provider.label} stand-in)` });
    await expect(box).toBeVisible();
    expect(scripts).toEqual([provider.name]);

    // Answered, then a send the server refuses for another reason (a required field left empty).
    await box.check();
    await expect(form.getByRole('status').filter({ hasText: 'Verified.' })).toBeVisible();
    await mounted(form, 'forms/form');
    await form.getByLabel('Your email').fill('skipper@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator('.wpcf7-response-output')).toHaveText(/One or more fields have an error/);
    // reCAPTCHA is reset on every answer (`wpcf7submit`); the others keep their answer until a send.
    if (provider.resetOnEveryAnswer) await expect(form.getByRole('checkbox', { name: /I am human/ })).not.toBeChecked();
    else await expect(form.getByRole('checkbox', { name: /I am human/ })).toBeChecked();

    // Without an answer the server refuses the send as spam.
    await form.getByLabel('Your name').fill('Ann Davison');
    if (!provider.resetOnEveryAnswer) await form.getByRole('checkbox', { name: /I am human/ }).uncheck();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator('.wpcf7-response-output')).not.toHaveText(SENT);
    await expect(form.locator('form')).toHaveAttribute('data-status', 'spam');

    // Answered: sent, and the widget is ready for the next visitor.
    await form.getByRole('checkbox', { name: /I am human/ }).check();
    await expect(form.getByRole('status').filter({ hasText: 'Verified.' })).toBeVisible();
    await form.getByLabel('Your name').fill('Ann Davison');
    await form.getByLabel('Your email').fill('skipper@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator('.wpcf7-response-output')).toHaveText(SENT);
    await expect(form.getByRole('checkbox', { name: /I am human/ })).not.toBeChecked();
    await expect(form.locator('.cmsmf-captcha-standin')).toHaveCount(1);
    expect(scripts).toEqual([provider.name]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a page without a captcha widget loads no provider script', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/demo/fields-b.html');
  const tokenOnly = page.locator('#wpcf7-f6-o1 .eacf7-recaptcha');
  await tokenOnly.scrollIntoViewIfNeeded();
  await mounted(tokenOnly, 'forms/captcha');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});
