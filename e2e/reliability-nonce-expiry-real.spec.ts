import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { NonceKind } from '@cms-mf/shared-contracts/actions';
import Database from 'better-sqlite3';
import { nonceTick } from '@cms-mf/site/nonce';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { NEWSLETTER_DEMO, openNewsletter } from './fixtures/theme/newsletter';
import { expect, mounted, test } from './fixtures';
import { pdf } from './fixtures/forms/files';
import { pickFiles } from './fixtures/forms/page-helpers';
import { fillTickets, newBuyerEmail } from './fixtures/payments/orders';
import { actionOf, ajaxSentinel, REFRESH_ACTION, SENTINEL_ACTION } from './support/nonce-expiry';
import { PROCESS_SETUP_TIMEOUT_MS } from './support/releases';

/**
 * Nonce expiry with nonces that really expire on the server (the
 * route-based suite, reliability-nonce-expiry.spec.ts, answers `-1` in their
 * place): a site whose nonces live a few seconds (`NONCE_LIFETIME_SECONDS`),
 * a page left open until every nonce it holds has run out, then the call. The
 * server refuses it, the shared client refreshes once (a nonce minted under the
 * same rule) and sends once more, and nothing typed is lost; when the refresh
 * fails or hands back a nonce the server still refuses, it stops there.
 */
test.describe.configure({ mode: 'serial' });

/** Short enough to outlive in a test, long enough that a refreshed nonce (which lives half of it at least) outlasts its resend. */
const LIFETIME_MS = 6000;
/** How far past the last tick a nonce verifies in the test waits, so the site's next read of its clock is past it too. */
const PAST_EXPIRY_MS = 50;

let site: SiteProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  dataDir = mkdtempSync(path.join(tmpdir(), 'nonce-expiry-'));
  site = await startSiteProcess({ NONCE_LIFETIME_SECONDS: String(LIFETIME_MS / 1000), DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await site?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function rows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, 'site.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

interface Call {
  /** The action, and for the refresh the kind it asks for: `cmsmf_refresh_nonce:eacf7`. */
  readonly action: string;
  /** The site's answer; 0 while it is on its way. */
  status: number;
}

/** The nonce kind a refresh asks for, multipart or form-encoded. */
function kindOf(body: Buffer | null): string {
  const text = body?.toString('latin1') ?? '';
  return /name="kind"\r\n\r\n([a-z0-9_]+)\r\n/.exec(text)?.[1] ?? new URLSearchParams(text).get('kind') ?? '?';
}

const refreshOf = (kind: NonceKind) => `${REFRESH_ACTION}:${kind}`;

/** What the refresh action does: mint as the site does, fail (503), or hand back a nonce the server refuses again. */
type Refresh = 'works' | 'fails' | { readonly handsBack: string };

/**
 * Leaves the page open until every nonce it can hold has expired on the server
 * (the site's clock is this machine's), then records the ajax calls it makes
 * from there on with the status the site gave each. The calls go to the site
 * as they are (a route, since a request's body with a file is not visible from
 * its response), except the refresh when `refresh` says otherwise.
 */
async function outliveNonces(page: Page, refresh: Refresh = 'works'): Promise<{ readonly calls: Call[]; only(...actions: string[]): string[] }> {
  const since = Date.now();
  // A nonce minted by `since` is in a tick up to nonceTick(since); it verifies through the next tick and no longer.
  const expired = (nonceTick(since, LIFETIME_MS) + 1) * (LIFETIME_MS / 2) + 1;
  // A real wait: the nonce expires on the site's clock, this machine's own, which page.clock cannot move.
  await page.waitForTimeout(expired - Date.now() + PAST_EXPIRY_MS);
  const calls: Call[] = [];
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const body = route.request().postDataBuffer();
    const named = actionOf(body);
    if (named === SENTINEL_ACTION) return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
    // Listed when sent, so the list keeps the page's order whatever order the answers come back in.
    const call: Call = { action: named === REFRESH_ACTION ? `${named}:${kindOf(body)}` : named, status: 0 };
    calls.push(call);
    if (named === REFRESH_ACTION && refresh === 'fails') {
      call.status = 503;
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    }
    if (named === REFRESH_ACTION && typeof refresh === 'object') {
      call.status = 200;
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { nonce: refresh.handsBack } }) });
    }
    const response = await route.fetch();
    call.status = response.status();
    return route.fulfill({ response });
  });
  return { calls, only: (...actions) => calls.filter((call) => actions.includes(call.action)).map((call) => `${call.action} ${call.status}`) };
}

const recovered = (action: string, kind: NonceKind) => [`${action} 403`, `${refreshOf(kind)} 200`, `${action} 200`];
const goto = (page: Page, pathname: string) => page.goto(`${site.url}${pathname}`);

const CV = '.wpcf7-form-control-wrap[data-name="cv"] .eacf7-uploader';

async function openUpload(page: Page): Promise<void> {
  await goto(page, '/demo/forms/upload.html');
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.locator(CV).hover();
  await mounted(page.locator(CV), 'forms/upload');
}

test('upload: the expired nonce refused, refreshed once, sent once more, Completed; the name kept', async ({ page }) => {
  await openUpload(page);
  const expiry = await outliveNonces(page);
  await pickFiles(page, CV, [pdf('expired-for-real.pdf')]);
  await expect(page.locator(`${CV} .file-info-status`)).toHaveText('Completed');
  expect(expiry.only('eacf7_upload_file', refreshOf('eacf7'))).toEqual(recovered('eacf7_upload_file', 'eacf7'));
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  expect(rows('SELECT id FROM uploads WHERE display_name = ?', 'expired-for-real.pdf')).toHaveLength(1);
});

test('upload: a refresh that fails ends in one retryable error; the file and the name kept; no loop', async ({ page }) => {
  await openUpload(page);
  const expiry = await outliveNonces(page, 'fails');
  await pickFiles(page, CV, [pdf('refresh-failed.pdf')]);
  await expect(page.locator(`${CV} .file-list-item`).getByRole('alert')).toBeVisible();
  await ajaxSentinel(page);
  expect(expiry.only('eacf7_upload_file', refreshOf('eacf7'))).toEqual(['eacf7_upload_file 403', `${refreshOf('eacf7')} 503`]);
  await expect(page.locator(`${CV} .upload-item-name`)).toHaveText('refresh-failed.pdf');
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  expect(rows('SELECT id FROM uploads WHERE display_name = ?', 'refresh-failed.pdf')).toEqual([]);
});

test('step check: refused, refreshed once, checked once more, the next step shown with the entries', async ({ page }) => {
  await goto(page, '/demo/forms/multistep.html');
  await mounted(page.locator('.eacf7-multisetp-form'), 'forms/multistep');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('ada@example.test');
  const expiry = await outliveNonces(page);
  await page.locator('.eacf7-multistep[data-step="1"]').getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.eacf7-multistep[data-step="2"]')).toBeVisible();
  expect(expiry.only('eacf7_multistep_fields_validation', refreshOf('eacf7'))).toEqual(recovered('eacf7_multistep_fields_validation', 'eacf7'));
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
});

const paymentArea = (page: Page) => page.getByRole('region', { name: 'Payment' });

async function openPayments(page: Page): Promise<string> {
  await goto(page, '/demo/payments.html');
  const email = newBuyerEmail();
  await fillTickets(page, email);
  await mounted(page.locator('.eacf7-payment'), 'payments/payment');
  await mounted(page.locator('.wpcf7'), 'forms/form');
  return email;
}

test('coupon: refused, refreshed once, checked once more, applied', async ({ page }) => {
  await openPayments(page);
  await page.getByLabel('Coupon code').fill('WELCOME10');
  const expiry = await outliveNonces(page);
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(paymentArea(page).locator('.eacf7-payment__coupon-status')).toHaveText('Coupon applied. WELCOME10: 10% off.');
  expect(expiry.only('coupon_check', refreshOf('eacf7'))).toEqual(recovered('coupon_check', 'eacf7'));
});

test('coupon: a refresh that hands back a nonce the server still refuses is not tried again; the code kept', async ({ page }) => {
  await openPayments(page);
  await page.getByLabel('Coupon code').fill('WELCOME10');
  const printed = await page.evaluate(() => (window as unknown as { eacf7: { nonce: string } }).eacf7.nonce);
  const expiry = await outliveNonces(page, { handsBack: printed });
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect.poll(() => expiry.only('coupon_check', refreshOf('eacf7'))).toEqual(['coupon_check 403', `${refreshOf('eacf7')} 200`, 'coupon_check 403']);
  await ajaxSentinel(page);
  expect(expiry.only('coupon_check', refreshOf('eacf7'))).toHaveLength(3);
  await expect(paymentArea(page).locator('.eacf7-payment__coupon-status')).not.toHaveText(/Coupon applied/);
  await expect(page.getByLabel('Coupon code')).toHaveValue('WELCOME10');
  await expect(page.getByRole('button', { name: 'Add coupon' })).toBeEnabled();
});

test('payment: the order saved when the visitor pays is refused, refreshed once, saved once and paid', async ({ page }) => {
  const email = await openPayments(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(paymentArea(page).locator('.eacf7-payment__status')).toHaveText('Your order is ready. Total to pay: $29.50. Use the payment button below.');
  const expiry = await outliveNonces(page);
  await paymentArea(page).getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(paymentArea(page).locator('.eacf7-payment__status')).toHaveText('Thank you: your payment of $29.50 is received.');
  expect(expiry.only('eacf7_save_payment', refreshOf('eacf7'))).toEqual(recovered('eacf7_save_payment', 'eacf7'));
  const orders = rows<{ status: string; total_cents: number }>(
    `SELECT status, total_cents FROM orders WHERE json_extract(fields_json, '$."buyer-email"') = ?`,
    email,
  );
  expect(orders).toEqual([{ status: 'approved', total_cents: 2950 }]);
});

async function openSaveProgress(page: Page): Promise<void> {
  await goto(page, '/demo/forms-save-progress.html');
  await mounted(page.locator('.eacf7-save-progress-wrap'), 'forms/save-progress');
  await page.getByLabel('Full name').fill('Joshua Slocum');
}

test('save progress: refused, refreshed once, saved once, the link shown; the form as typed', async ({ page }) => {
  await openSaveProgress(page);
  const expiry = await outliveNonces(page);
  await page.getByRole('button', { name: 'Save progress' }).click();
  await expect(page.locator('.eacf7-save-message')).toHaveText('Your progress has been saved. Use this link to continue later.');
  expect(expiry.only('eacf7_save_progress', refreshOf('eacf7'))).toEqual(recovered('eacf7_save_progress', 'eacf7'));
  await expect(page.getByLabel('Full name')).toHaveValue('Joshua Slocum');
  expect(rows('SELECT COUNT(*) AS n FROM saved_progress')).toEqual([{ n: 1 }]);
});

async function openFilledNewsletter(page: Page, email: string) {
  const module = await openNewsletter(page, `${site.url}${NEWSLETTER_DEMO}`);
  await module.getByLabel('First Name').fill('Ann');
  await module.getByLabel('Last Name').fill('Lee');
  await module.getByLabel('Email').fill(email);
  return module;
}
const subscriptions = (email: string) => rows('SELECT id FROM newsletter_subscriptions WHERE email = ?', email);

test('newsletter: refused, refreshed once, subscribed once', async ({ page }) => {
  const email = `real-expiry-${Date.now()}@example.com`;
  const module = await openFilledNewsletter(page, email);
  const expiry = await outliveNonces(page);
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await expect(module.locator('.et_pb_newsletter_success')).toBeVisible();
  expect(expiry.only('et_pb_submit_subscribe_form', refreshOf('et_frontend'))).toEqual(recovered('et_pb_submit_subscribe_form', 'et_frontend'));
  expect(subscriptions(email)).toHaveLength(1);
});

test('newsletter: a refresh that fails subscribes nobody, keeps what was typed and does not loop', async ({ page }) => {
  const email = `real-expiry-fail-${Date.now()}@example.com`;
  const module = await openFilledNewsletter(page, email);
  const expiry = await outliveNonces(page, 'fails');
  await module.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => expiry.only('et_pb_submit_subscribe_form', refreshOf('et_frontend'))).toEqual(['et_pb_submit_subscribe_form 403', `${refreshOf('et_frontend')} 503`]);
  await ajaxSentinel(page);
  expect(expiry.only('et_pb_submit_subscribe_form', refreshOf('et_frontend'))).toHaveLength(2);
  await expect(module.locator('.et_pb_newsletter_success')).toBeHidden();
  await expect(module.getByLabel('Email')).toHaveValue(email);
  await expect(module.getByLabel('First Name')).toHaveValue('Ann');
  expect(subscriptions(email)).toEqual([]);
});

test('A/B stats: the goal’s view is refused, refreshed once and logged', async ({ page }) => {
  await page.clock.install();
  await goto(page, NEWSLETTER_DEMO);
  await mounted(page.locator('body'), 'theme/ab-testing');
  // The page's own timers stop a second on from here (a pause lands ahead of the page's time, which
  // moves on meanwhile): its read_page record, due at the bounce rate and so inside the wait for the
  // nonces to expire, would otherwise go out beside the view's, at a moment the machine decides.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const expiry = await outliveNonces(page);
  await page.locator('.et_pb_ab_goal_id-42').scrollIntoViewIfNeeded();
  await expect.poll(() => expiry.only('et_pb_update_stats_table', refreshOf('et_ab_log')).slice(0, 3)).toEqual(recovered('et_pb_update_stats_table', 'et_ab_log'));
  await ajaxSentinel(page);
  expect(expiry.only(refreshOf('et_ab_log'))).toHaveLength(1);
  expect(expiry.calls.filter((call) => call.action === 'et_pb_update_stats_table' && call.status === 403)).toHaveLength(1);
});
