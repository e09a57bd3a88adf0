import type { Page } from 'playwright-core';
import type { Interaction } from './page-types';

/** A gallery item the lightbox lists (one with a source). */
export const GALLERY_ITEM = '.eacf7-gallery .eacf7-gallery-item[data-src]:not([data-src=""])';

/**
 * What a visitor does on a page type, so its cost is counted: the lightbox's
 * UI is rendered on first open, and whatever it loads then is part of the page.
 */
export async function runInteraction(page: Page, interaction: Interaction, timeoutMs: number): Promise<void> {
  switch (interaction) {
    case 'open-lightbox':
      await page.locator(GALLERY_ITEM).first().click({ timeout: timeoutMs });
      await page.getByRole('dialog').waitFor({ state: 'visible', timeout: timeoutMs });
      return;
    case 'send-payment-form':
      return sendPaymentForm(page, timeoutMs);
    case 'update-checkout':
      return updateCheckout(page, timeoutMs);
    case 'use-every-contact-field':
      return useEveryContactField(page, timeoutMs);
  }
}

/**
 * Uses every field of the contact demo's "Contact us" form (form 1) as a
 * visitor would, so every field module, the phone metadata, the date picker and
 * the upload list load (at most 95 KB gz once every field is used).
 * Nothing is sent.
 */
async function useEveryContactField(page: Page, timeoutMs: number): Promise<void> {
  const form = page.locator('.wpcf7[data-wpcf7-id="1"] form');
  const options = { timeout: timeoutMs };
  await form.getByLabel('Your name').fill('Bench Visitor', options);
  await form.getByLabel('Your email').fill('bench@example.com', options);
  const phone = form.locator('input.eacf7-phone');
  await phone.click(options);
  await phone.pressSequentially('2015550123', options);
  await form.locator('.cmsmf-phone-country').click(options);
  await page.getByRole('listbox', { name: 'Countries' }).waitFor({ state: 'visible', timeout: timeoutMs });
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: /^Choose date/ }).click(options);
  await page.getByRole('dialog').waitFor({ state: 'visible', timeout: timeoutMs });
  await page.keyboard.press('Escape');
  await form.getByLabel('Topic').selectOption({ index: 1 }, options);
  await form.getByLabel('Your message').fill('A message long enough for the form.', options);
  await form.locator('.eacf7-uploader-input').setInputFiles({ name: 'bench.txt', mimeType: 'text/plain', buffer: Buffer.from('bench') }, options);
  await form.locator('.eacf7-upload-items .file-list-item').first().waitFor({ timeout: timeoutMs });
}

/** The payment provider's SDK script, by the name both the stand-in and the real provider give it. */
const PAYMENT_SDK = /\/sdk(\.js|\/js)\b/;

/**
 * Fills and sends the payments demo's form (form 2) and waits for the
 * provider's button. The provider's SDK must not be downloaded before the
 * form is sent: a page that loads it earlier fails the run.
 */
async function sendPaymentForm(page: Page, timeoutMs: number): Promise<void> {
  const sdkLoaded = () => page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(new URL(entry.name).pathname)), PAYMENT_SDK.source);
  await page.locator('.eacf7-payment[data-cmsmf-mounted]').waitFor({ timeout: timeoutMs });
  await page.getByLabel('Your name').fill('Bench Visitor', { timeout: timeoutMs });
  await page.getByLabel('Your email').fill('bench@example.com', { timeout: timeoutMs });
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1', { timeout: timeoutMs });
  if (await sdkLoaded()) throw new Error('payments: the provider SDK was downloaded before the form was sent');
  await page.getByRole('button', { name: 'Send' }).click({ timeout: timeoutMs });
  await page.locator('.eacf7-payment__provider button').first().waitFor({ state: 'visible', timeout: timeoutMs });
}

/**
 * Changes the checkout's billing country, which raises `update_checkout`, and
 * waits for the server's order review (an empty cart answers with the
 * platform's notice; the round trip is the same).
 */
async function updateCheckout(page: Page, timeoutMs: number): Promise<void> {
  await page.locator('.et_pb_wc_checkout_order_details[data-cmsmf-mounted]').waitFor({ timeout: timeoutMs });
  await page.locator('.et_pb_wc_checkout_billing[data-cmsmf-mounted]').waitFor({ timeout: timeoutMs });
  const updated = page.evaluate((ms) => new Promise<void>((resolve, reject) => {
    document.body.addEventListener('updated_checkout', () => resolve(), { once: true });
    setTimeout(() => reject(new Error('checkout: no updated_checkout after the country changed')), ms);
  }), timeoutMs);
  await page.locator('#billing_country').selectOption('IS', { timeout: timeoutMs });
  await updated;
}
