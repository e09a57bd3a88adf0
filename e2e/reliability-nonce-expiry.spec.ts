import type { Page } from '@playwright/test';
import { NEWSLETTER_DEMO, openNewsletter } from './fixtures/theme/newsletter';
import { expect, mounted, test } from './fixtures';
import { pdf } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';
import { fillTickets, forgetCouponFailures, newBuyerEmail, ordersOf, PAYMENTS_DEMO } from './fixtures/payments/orders';
import { siteRows } from './fixtures/theme/database';
import { ajaxSentinel, expireNonceOnce, REFRESH_ACTION } from './support/nonce-expiry';

/**
 * A nonce that expires while the page is open, for every
 * kind of call a page makes (upload, step check, coupon, save progress,
 * payment, newsletter, A/B stats). The shared client refreshes it once and
 * sends once more, and the visitor notices nothing; when the refresh itself
 * fails, it stops after that one try, says so, and keeps what was typed.
 */
test.beforeEach(() => forgetCouponFailures());

const UPLOAD_DEMO = '/demo/forms/upload.html';
const CV = '.wpcf7-form-control-wrap[data-name="cv"] .eacf7-uploader';

test('upload: refreshed once, sent once more, Completed', async ({ page }) => {
  await page.goto(UPLOAD_DEMO);
  await mounted(page.locator(CV), 'forms/upload');
  const expiry = await expireNonceOnce(page, 'eacf7_upload_file');
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await pickFiles(page, CV, [pdf('expired-nonce.pdf')]);
  await expect(page.locator(`${CV} .file-info-status`)).toHaveText('Completed');
  expect(expiry.only('eacf7_upload_file', REFRESH_ACTION)).toEqual(['eacf7_upload_file', REFRESH_ACTION, 'eacf7_upload_file']);
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
});

test('upload: a refresh that fails ends in one retryable error, the file and the typed name kept', async ({ page }) => {
  await page.goto(UPLOAD_DEMO);
  await mounted(page.locator(CV), 'forms/upload');
  const expiry = await expireNonceOnce(page, 'eacf7_upload_file', { refresh: 'fails' });
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await pickFiles(page, CV, [pdf('stuck.pdf')]);
  await expect(page.locator(`${CV} .file-list-item`).getByRole('alert')).toBeVisible();
  await ajaxSentinel(page);
  expect(expiry.only('eacf7_upload_file', REFRESH_ACTION)).toEqual(['eacf7_upload_file', REFRESH_ACTION]);
  await expect(page.locator(`${CV} .upload-item-name`)).toHaveText('stuck.pdf');
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
});

const MULTISTEP_DEMO = '/demo/forms/multistep.html';
const step = (page: Page, n: number) => page.locator(`.eacf7-multistep[data-step="${n}"]`);

async function firstStep(page: Page): Promise<void> {
  await page.goto(MULTISTEP_DEMO);
  await mounted(page.locator('.eacf7-multisetp-form'), 'forms/multistep');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('ada@example.test');
}

test('step check: refreshed once, checked once more, the next step shown', async ({ page }) => {
  await firstStep(page);
  const expiry = await expireNonceOnce(page, 'eacf7_multistep_fields_validation');
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 2)).toBeVisible();
  expect(expiry.only('eacf7_multistep_fields_validation', REFRESH_ACTION)).toEqual(['eacf7_multistep_fields_validation', REFRESH_ACTION, 'eacf7_multistep_fields_validation']);
});

test('step check: a refresh that fails is said once; the entries stay; no loop', async ({ page }) => {
  await firstStep(page);
  const expiry = await expireNonceOnce(page, 'eacf7_multistep_fields_validation', { refresh: 'fails' });
  await step(page, 1).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 1).getByRole('alert')).toContainText('Your entries are kept');
  await ajaxSentinel(page);
  expect(expiry.only('eacf7_multistep_fields_validation', REFRESH_ACTION)).toEqual(['eacf7_multistep_fields_validation', REFRESH_ACTION]);
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Your email')).toHaveValue('ada@example.test');
});

async function openPayments(page: Page): Promise<string> {
  await page.goto(PAYMENTS_DEMO);
  await mounted(page.locator('.eacf7-payment'), 'payments/payment');
  await mounted(page.locator('.wpcf7'), 'forms/form');
  const email = newBuyerEmail();
  await fillTickets(page, email);
  return email;
}
const paymentArea = (page: Page) => page.getByRole('region', { name: 'Payment' });

test('coupon: refreshed once, checked once more, applied', async ({ page }) => {
  await openPayments(page);
  const expiry = await expireNonceOnce(page, 'coupon_check');
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(paymentArea(page).locator('.eacf7-payment__coupon-status')).toHaveText('Coupon applied. WELCOME10: 10% off.');
  expect(expiry.only('coupon_check', REFRESH_ACTION)).toEqual(['coupon_check', REFRESH_ACTION, 'coupon_check']);
});

test('coupon: a refresh that fails leaves the code typed and the coupon not applied; no loop', async ({ page }) => {
  await openPayments(page);
  const expiry = await expireNonceOnce(page, 'coupon_check', { refresh: 'fails' });
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect.poll(() => expiry.only('coupon_check', REFRESH_ACTION)).toEqual(['coupon_check', REFRESH_ACTION]);
  await ajaxSentinel(page);
  expect(expiry.only('coupon_check', REFRESH_ACTION)).toEqual(['coupon_check', REFRESH_ACTION]);
  await expect(page.getByLabel('Coupon code')).toHaveValue('WELCOME10');
  await expect(page.getByLabel('Coupon code')).not.toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Add coupon' })).toBeEnabled();
});

const payButton = (page: Page) => paymentArea(page).getByRole('button', { name: 'Pay with PayPal' });

async function sendForPayment(page: Page): Promise<string> {
  const email = await openPayments(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(paymentArea(page).locator('.eacf7-payment__status')).toHaveText('Your order is ready. Total to pay: $29.50. Use the payment button below.');
  return email;
}

test('payment: the order saved when the visitor pays is refreshed once, saved once and paid', async ({ page }) => {
  const email = await sendForPayment(page);
  const expiry = await expireNonceOnce(page, 'eacf7_save_payment');
  await payButton(page).click();
  await expect(paymentArea(page).locator('.eacf7-payment__status')).toHaveText('Thank you: your payment of $29.50 is received.');
  expect(expiry.only('eacf7_save_payment', REFRESH_ACTION)).toEqual(['eacf7_save_payment', REFRESH_ACTION, 'eacf7_save_payment']);
  expect(ordersOf(email)).toEqual([expect.objectContaining({ status: 'approved', total_cents: 2950 })]);
});

test('payment: a refresh that fails charges nothing, saves no order, keeps the button, and does not loop', async ({ page }) => {
  const email = await sendForPayment(page);
  const expiry = await expireNonceOnce(page, 'eacf7_save_payment', { refresh: 'fails' });
  await payButton(page).click();
  await expect.poll(() => expiry.only('eacf7_save_payment', REFRESH_ACTION)).toEqual(['eacf7_save_payment', REFRESH_ACTION]);
  await ajaxSentinel(page);
  expect(expiry.only('eacf7_save_payment', REFRESH_ACTION, 'eacf7_update_payment')).toEqual(['eacf7_save_payment', REFRESH_ACTION]);
  await expect(paymentArea(page).locator('.eacf7-payment__status')).not.toHaveText(/Thank you/);
  await expect(payButton(page)).toBeVisible();
  expect(ordersOf(email)).toEqual([]);
});

const SAVE_DEMO = '/demo/forms-save-progress.html';

async function openSaveProgress(page: Page): Promise<void> {
  await page.goto(SAVE_DEMO);
  await mounted(page.locator('.eacf7-save-progress-wrap'), 'forms/save-progress');
  await page.getByLabel('Full name').fill('Joshua Slocum');
}

test('save progress: refreshed once, saved once, the link shown', async ({ page }) => {
  await openSaveProgress(page);
  const expiry = await expireNonceOnce(page, 'eacf7_save_progress');
  await page.getByRole('button', { name: 'Save progress' }).click();
  await expect(page.locator('.eacf7-save-message')).toHaveText('Your progress has been saved. Use this link to continue later.');
  expect(expiry.only('eacf7_save_progress', REFRESH_ACTION)).toEqual(['eacf7_save_progress', REFRESH_ACTION, 'eacf7_save_progress']);
  await expect(page.getByLabel('Full name')).toHaveValue('Joshua Slocum');
});

test('save progress: a refresh that fails keeps the form as typed and does not loop', async ({ page }) => {
  await openSaveProgress(page);
  const expiry = await expireNonceOnce(page, 'eacf7_save_progress', { refresh: 'fails' });
  await page.getByRole('button', { name: 'Save progress' }).click();
  await expect.poll(() => expiry.only('eacf7_save_progress', REFRESH_ACTION)).toEqual(['eacf7_save_progress', REFRESH_ACTION]);
  await expect(page.locator('.eacf7-save-message')).not.toHaveText('Your progress has been saved. Use this link to continue later.');
  await ajaxSentinel(page);
  expect(expiry.only('eacf7_save_progress', REFRESH_ACTION)).toEqual(['eacf7_save_progress', REFRESH_ACTION]);
  await expect(page.getByLabel('Full name')).toHaveValue('Joshua Slocum');
});

async function openFilledNewsletter(page: Page) {
  const module = await openNewsletter(page);
  await module.getByLabel('First Name').fill('Ann');
  await module.getByLabel('Last Name').fill('Lee');
  return module;
}
const subscriptions = (email: string) => siteRows('SELECT id FROM newsletter_subscriptions WHERE email = ?', email);

test('newsletter: refreshed once, subscribed once', async ({ page }) => {
  const module = await openFilledNewsletter(page);
  const email = `nonce-${Date.now()}@example.com`;
  const expiry = await expireNonceOnce(page, 'et_pb_submit_subscribe_form');
  await module.getByLabel('Email').fill(email);
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await expect(module.locator('.et_pb_newsletter_success')).toBeVisible();
  expect(expiry.only('et_pb_submit_subscribe_form', REFRESH_ACTION)).toEqual(['et_pb_submit_subscribe_form', REFRESH_ACTION, 'et_pb_submit_subscribe_form']);
  expect(subscriptions(email)).toHaveLength(1);
});

test('newsletter: a refresh that fails keeps what was typed, subscribes nobody and does not loop', async ({ page }) => {
  const module = await openFilledNewsletter(page);
  const email = `nonce-fail-${Date.now()}@example.com`;
  const expiry = await expireNonceOnce(page, 'et_pb_submit_subscribe_form', { refresh: 'fails' });
  await module.getByLabel('Email').fill(email);
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => expiry.only('et_pb_submit_subscribe_form', REFRESH_ACTION)).toEqual(['et_pb_submit_subscribe_form', REFRESH_ACTION]);
  await ajaxSentinel(page);
  expect(expiry.only('et_pb_submit_subscribe_form', REFRESH_ACTION)).toEqual(['et_pb_submit_subscribe_form', REFRESH_ACTION]);
  await expect(module.locator('.et_pb_newsletter_success')).toBeHidden();
  await expect(module.getByLabel('Email')).toHaveValue(email);
  await expect(module.getByLabel('First Name')).toHaveValue('Ann');
  expect(subscriptions(email)).toHaveLength(0);
});

test('A/B stats: the view of a goal is logged after one refresh, once', async ({ page }) => {
  await page.goto(NEWSLETTER_DEMO);
  await mounted(page.locator('body'), 'theme/ab-testing');
  const expiry = await expireNonceOnce(page, 'et_pb_update_stats_table');
  await page.locator('.et_pb_ab_goal_id-42').scrollIntoViewIfNeeded();
  await expect.poll(() => expiry.only('et_pb_update_stats_table', REFRESH_ACTION).slice(0, 3)).toEqual(['et_pb_update_stats_table', REFRESH_ACTION, 'et_pb_update_stats_table']);
  await ajaxSentinel(page);
  expect(expiry.only(REFRESH_ACTION)).toHaveLength(1);
});

test('A/B stats: a refresh that fails is tried once, and the page goes on', async ({ page, consoleErrors }) => {
  await page.goto(NEWSLETTER_DEMO);
  await mounted(page.locator('body'), 'theme/ab-testing');
  const expiry = await expireNonceOnce(page, 'et_pb_update_stats_table', { refresh: 'fails' });
  await page.locator('.et_pb_ab_goal_id-42').scrollIntoViewIfNeeded();
  await expect.poll(() => expiry.only(REFRESH_ACTION)).toHaveLength(1);
  await ajaxSentinel(page);
  expect(expiry.only(REFRESH_ACTION)).toHaveLength(1);
  expect(consoleErrors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});
