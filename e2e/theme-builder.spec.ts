import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
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

/** Adds an iframe of `url` to the page, named `name`, and returns it once loaded. */
async function addFrame(page: Page, url: string, name: string): Promise<Frame> {
  await page.evaluate(({ url, name }) => new Promise<void>((resolve) => {
    const frame = document.createElement('iframe');
    frame.name = name;
    frame.src = url;
    frame.addEventListener('load', () => resolve(), { once: true });
    document.body.append(frame);
  }), { url, name });
  return page.frames().find((frame) => frame.name() === name && frame.url() === url)!;
}

/** Collects in `frame` the preview replies its window is sent. */
const collectReplies = (frame: Frame) =>
  frame.evaluate(() => {
    const replies: unknown[] = [];
    (window as unknown as { __replies: unknown[] }).__replies = replies;
    addEventListener('message', (event) => {
      if (typeof event.data?.html === 'string') replies.push(event.data);
    });
  });
const repliesIn = (frame: Frame) => frame.evaluate(() => (window as unknown as { __replies: Array<{ iframe_id?: string; html?: string }> }).__replies);

/** Posts a preview request from `frame`'s own window to the frame named `preview`, for `origin`. */
const askFrom = (frame: Frame, nonce: string, origin: string) =>
  frame.evaluate(({ nonce, origin }) => {
    // A frame is a named property of the window that holds it.
    const preview = (window.top as unknown as Record<string, Window>)['preview']!;
    preview.postMessage({ et_pb_preview_nonce: nonce, shortcode: '[et_pb_section][/et_pb_section]', iframe_id: 'frame-1' }, origin);
  }, { nonce, origin });

test('the preview page answers the builder from its own origin, and ignores any other', async ({ page, baseURL }) => {
  const previewUrl = `${baseURL}${BUILDER}?et_pb_preview=true&et_pb_preview_nonce=n-123&iframe_id=frame-1`;
  const origin = new URL(previewUrl).origin;

  // A wrong nonce, asked from a second window, then the right one from the page: the reply to the
  // right one would come after any reply to the wrong one, which goes to the window that asked.
  await page.goto('/demo/plain.html');
  const preview = await addFrame(page, previewUrl, 'preview');
  await mounted(preview.locator('body'), 'theme/builder');
  const other = await addFrame(page, 'about:blank', 'other');
  const main = page.mainFrame();
  await collectReplies(main);
  await collectReplies(other);
  await askFrom(other, 'wrong-nonce', origin);
  await askFrom(main, 'n-123', origin);
  await expect.poll(async () => (await repliesIn(main)).length).toBe(1);
  const [reply] = await repliesIn(main);
  expect({ iframe_id: reply!.iframe_id, hasLayout: (reply!.html ?? '').includes('Harbour tours'), hasScript: /<script/i.test(reply!.html ?? '') }).toEqual({ iframe_id: 'frame-1', hasLayout: true, hasScript: false });
  expect(await repliesIn(other)).toEqual([]);

  // The same request from a page of another origin (the same site by another host name, which opens
  // the preview as a window: the site's pages refuse to be framed by another origin) gets no answer;
  // the preview window asking itself afterwards does, and that reply comes after any to the foreign page.
  const foreign = new URL('/demo/plain.html', baseURL);
  foreign.hostname = foreign.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  await page.goto(foreign.href);
  const opened = page.waitForEvent('popup');
  await page.evaluate((url) => void ((window as unknown as { __preview: Window | null }).__preview = window.open(url, 'preview')), previewUrl);
  const popup = await opened;
  await mounted(popup.locator('body'), 'theme/builder');
  await collectReplies(page.mainFrame());
  await collectReplies(popup.mainFrame());
  const sent = await page.evaluate(() => {
    const preview = (window as unknown as { __preview: Window | null }).__preview;
    preview?.postMessage({ et_pb_preview_nonce: 'n-123', shortcode: '[et_pb_section][/et_pb_section]', iframe_id: 'frame-1' }, '*');
    return preview !== null && !preview.closed;
  });
  expect(sent).toBe(true);
  await popup.evaluate((origin) => window.postMessage({ et_pb_preview_nonce: 'n-123', shortcode: '[et_pb_section][/et_pb_section]', iframe_id: 'frame-1' }, origin), origin);
  await expect.poll(async () => (await repliesIn(popup.mainFrame())).length).toBe(1);
  expect(await repliesIn(page.mainFrame())).toEqual([]);
});

test('the builder page has no axe-core violations', async ({ page }) => {
  await page.goto(BUILDER);
  await mounted(page.locator('body'), 'theme/builder');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
