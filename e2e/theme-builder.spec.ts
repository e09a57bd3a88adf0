import AxeBuilder from '@axe-core/playwright';
import { expect, mounted, test } from './fixtures';
import { runPastAbTimers } from './fixtures/theme/ab-timers';
import { siteRows } from './fixtures/theme/database';
import { pageRoundTrip } from './support/round-trip';

/**
 * The visual builder's canvas (/demo/theme-builder.html, body `et-fb`) in
 * Chromium (theme-frontend.md §1, §6, §7): nothing navigates or posts inside
 * the layout, no split-test record, the checkout's sample message, a custom
 * font by inline font-face, and the preview iframe exchange with its origin check.
 */
const BUILDER = '/demo/theme-builder.html';


test('links, the contact form and the newsletter do nothing; nothing is logged', async ({ page, consoleErrors }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(`${request.url()} ${request.postData()?.slice(0, 200) ?? ''}`);
  });
  await page.clock.install();
  await page.goto(BUILDER);
  await mounted(page.locator('body'), 'theme/builder');

  // The clicks would navigate at once; the steps below each wait for this page, and the address is
  // read again at the end.
  await page.locator('#builder-link').click();
  await page.locator('.et_pb_ab_goal').click();
  expect(page.url()).toMatch(/\/demo\/theme-builder\.html$/);

  const contact = page.locator('#et_pb_contact_form_10');
  await contact.getByLabel('Name', { exact: true }).fill('Ann');
  await mounted(contact, 'theme/contact-form');
  await contact.locator('button.et_pb_contact_submit').click();
  const newsletter = page.locator('.et_pb_newsletter');
  await newsletter.getByLabel('Email').fill('builder@example.com');
  await mounted(newsletter, 'theme/newsletter');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();

  // The shop's checkout module shows the builder's sample message, once.
  await expect(page.locator('.et_pb_wc_checkout_billing .woocommerce-error li')).toHaveText(['Billing First name is a required field.']);
  await page.locator('.et_pb_wc_checkout_billing button, .et_pb_wc_checkout_billing form').first().evaluate((form) => (form as HTMLFormElement).requestSubmit?.());
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('style[data-et-font-load]')].map((s) => s.textContent))).toEqual([
    '@font-face{font-family:"Harbour Sans";src:url("http://127.0.0.1:' + new URL(page.url()).port + '/media/harbour-sans.woff2") format("woff2");font-display:swap}',
  ]);

  // Past the page's A/B timers (its own clock, moved on): still no split-test record, no post of any
  // kind, up to a request of the page's own sent after them.
  await runPastAbTimers(page);
  await pageRoundTrip(page);
  expect(page.url()).toMatch(/\/demo\/theme-builder\.html$/);
  expect(posts).toEqual([]);
  // Test 44 is this page's alone (site/cms/ab-tests.json).
  expect(siteRows("SELECT id FROM ab_stats WHERE test_id = '44' AND created_at >= ?", since)).toEqual([]);
  expect(siteRows("SELECT id FROM newsletter_subscriptions WHERE email = 'builder@example.com'")).toEqual([]);
  expect(consoleErrors.filter((error) => !error.includes('harbour-sans.woff2'))).toEqual([]);
});

test('the preview page answers the builder from its own origin, and ignores any other', async ({ page, baseURL }) => {
  const previewUrl = `${baseURL}${BUILDER}?et_pb_preview=true&et_pb_preview_nonce=n-123&iframe_id=frame-1`;
  const ask = (nonce: string) =>
    page.evaluate(
      async ({ url, nonce: sent }) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        document.body.append(frame);
        await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        // Wait for the builder module to be mounted in the frame (same origin: readable).
        for (let i = 0; i < 100 && !frame.contentDocument?.body?.dataset.cmsmfMounted?.includes('theme/builder'); i += 1) await new Promise((r) => setTimeout(r, 100));
        const reply = new Promise<unknown>((resolve) => {
          addEventListener('message', (event) => event.source === frame.contentWindow && resolve(event.data));
          setTimeout(() => resolve(null), 3000);
        });
        frame.contentWindow!.postMessage({ et_pb_preview_nonce: sent, shortcode: '[et_pb_section][/et_pb_section]', iframe_id: 'frame-1' }, new URL(url).origin);
        const data = (await reply) as { iframe_id?: string; html?: string } | null;
        frame.remove();
        return data && { iframe_id: data.iframe_id, hasLayout: (data.html ?? '').includes('Harbour tours'), hasScript: /<script/i.test(data.html ?? '') };
      },
      { url: previewUrl, nonce },
    );

  await page.goto('/demo/plain.html');
  expect(await ask('n-123')).toEqual({ iframe_id: 'frame-1', hasLayout: true, hasScript: false });
  expect(await ask('wrong-nonce')).toBeNull();

  // The same request from a page of another origin (an opaque one here) gets no answer.
  await page.goto('about:blank');
  const foreign = await page.evaluate(async (url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    await new Promise((r) => setTimeout(r, 4000));
    const reply = new Promise<unknown>((resolve) => {
      addEventListener('message', (event) => resolve(event.data));
      setTimeout(() => resolve(null), 3000);
    });
    frame.contentWindow!.postMessage({ et_pb_preview_nonce: 'n-123', shortcode: '[x]', iframe_id: 'frame-1' }, '*');
    return reply;
  }, previewUrl);
  expect(foreign).toBeNull();
});

test('the builder page has no axe-core violations', async ({ page }) => {
  await page.goto(BUILDER);
  await mounted(page.locator('body'), 'theme/builder');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
