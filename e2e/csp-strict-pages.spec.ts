import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SITE_DATABASE } from './fixtures/forms/database';
import { fillTickets, newBuyerEmail } from './fixtures/payments/orders';

/**
 * Every demo page runs under the strict policy (a nonce per response,
 * 'strict-dynamic', no plugins, no <base>, Trusted Types required) with zero
 * violations, read from the site's report endpoint (stored in its database) and
 * from the page's own `securitypolicyviolation` events. Each page's main module is exercised.
 */

/** Every page the demo index links to, and the index itself. */
const DEMO_PAGES = ['/', ...[...readFileSync(path.resolve(__dirname, '../site/pages/index.html'), 'utf8').matchAll(/<a href="(\/demo\/[^"]+)"/g)].map((m) => m[1]!)];

/** What the main module of a page does when a visitor uses it. */
const EXERCISE: Record<string, (page: Page) => Promise<void>> = {
  '/demo/gallery.html': async (page) => {
    await page.locator('.eacf7-gallery-item').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
  '/demo/theme.html': async (page) => {
    const blog = page.locator('.et_pb_ajax_pagination_container');
    await blog.getByRole('link', { name: /Older Entries/ }).click();
    await expect(page).toHaveURL(/paged=2$/);
    await expect(blog).toHaveAttribute('data-cmsmf-mounted', /theme\/ajax-pagination/);
  },
  '/demo/payments.html': async (page) => {
    await fillTickets(page, newBuyerEmail());
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
    // The provider's SDK is loaded by the payments remote: under Trusted Types and with the nonce.
    await expect(page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  },
  '/demo/contact.html': async (page) => {
    const form = page.locator('form.wpcf7-form').first();
    await form.getByRole('button', { name: /Send|Submit/ }).first().click();
    await expect(form).toHaveAttribute('data-status', /invalid|sent|failed|spam/);
  },
};

/** Reports the site stored for a page (its address, or the same with a query) since `since`. */
function reportsFor(url: string, since: Date): Array<{ page: string; directive: string; blocked: string; source: string; sample: string }> {
  const db = new Database(SITE_DATABASE, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    return db
      .prepare("SELECT page, directive, blocked, source, sample FROM csp_reports WHERE received_at >= ? AND (page = ? OR page LIKE ? || '?%') AND page NOT LIKE '%probe=%'")
      .all(since.toISOString(), url, url) as never;
  } finally {
    db.close();
  }
}

function countProbeReports(since: Date): number {
  const db = new Database(SITE_DATABASE, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM csp_reports WHERE received_at >= ? AND page LIKE '%/demo/plain.html?probe=1'").get(since.toISOString()) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The value of the sentinel violation, which its report's sample carries (the first 40 characters). */
const SENTINEL = 'cmsmf-sentinel';

/**
 * Makes one violation in the page on purpose (an inline handler set from a script, which Trusted
 * Types refuses) and waits until the site has stored its report for the page at `url`.
 */
async function reportSentinel(page: Page, url: string, since: Date): Promise<void> {
  await page.evaluate((value) => {
    try {
      document.createElement('div').setAttribute('onclick', value);
    } catch {
      // Refused, as it should be: the report is what counts.
    }
  }, SENTINEL);
  await expect.poll(() => reportsFor(url, since).some((report) => report.sample.includes(SENTINEL)), { timeout: 10_000 }).toBe(true);
}

/** Violations the page saw itself, collected from before its first script. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`));
  });
}
const violationsIn = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test('the report pipeline works: a forbidden inline script is reported to the endpoint', async ({ page }) => {
  const since = new Date();
  await watchViolations(page);
  await page.goto('/demo/plain.html?probe=1');
  // An inline handler set from a script: Trusted Types refuses the string, and the browser reports it.
  const refused = await page.evaluate(() => {
    try {
      document.createElement('div').setAttribute('onclick', 'void 0');
      return false;
    } catch {
      return true;
    }
  });
  expect(refused).toBe(true);
  await expect.poll(() => violationsIn(page)).toHaveLength(1);
  await expect.poll(() => countProbeReports(since), { timeout: 10_000 }).toBeGreaterThan(0);
});

for (const pagePath of DEMO_PAGES) {
  test(`${pagePath} loads and works under the strict CSP with zero violations`, async ({ page, baseURL, consoleErrors }) => {
    const since = new Date();
    await watchViolations(page);
    const response = await page.goto(pagePath);
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    // Every module the page's markup names and its release exposes is mounted (interaction modules mount when idle).
    await page.waitForLoadState('networkidle');
    await EXERCISE[pagePath]?.(page);
    await page.waitForLoadState('networkidle');
    expect(await violationsIn(page)).toEqual([]);
    expect(consoleErrors.filter((line) => /Content Security Policy|Trusted ?Type/i.test(line))).toEqual([]);
    // Reports travel separately from the page: one more violation, made on purpose and waited for in
    // the site's store, is reported after any of the page's own, which have arrived by then.
    await reportSentinel(page, `${baseURL}${pagePath}`, since);
    expect(reportsFor(`${baseURL}${pagePath}`, since).filter((report) => !report.sample.includes(SENTINEL))).toEqual([]);
  });
}
