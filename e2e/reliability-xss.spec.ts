import { expect, test } from './fixtures';
import { armXssTrap, XSS_PAYLOADS, xssHits } from './support/xss-corpus';

/**
 * Issue 18's XSS suite: every payload of the corpus through every place
 * untrusted text reaches a page today; the trap never fires in Chromium.
 * Sinks still being built (popups, the preview table, A/B placeholders,
 * sticky and multi-view) join as described in support/xss-corpus.ts.
 */
test.describe.configure({ mode: 'serial' });
// The demo pages send a strict CSP with Trusted Types (issue 20), which would stop most payloads by
// itself. These tests lift it, so what they prove is that each sink keeps untrusted text inert on its
// own; csp-strict-pages.spec.ts proves the policy.
test.use({ bypassCSP: true });

test('server-returned form response: values a refused CF7 post keeps are printed back inert', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  // The forms remote blocked: the form posts to its page, and the server prints the values back (no-js-post.ts).
  await page.route('**/mf/remotes/forms/**', (route) => route.abort());
  for (const payload of XSS_PAYLOADS) {
    await page.goto('/demo/contact.html');
    const form = page.locator('#wpcf7-f1-o1 form');
    await form.locator('input[name="your-name"]').fill(payload);
    await form.locator('input[name="your-email"]').fill('not-an-email');
    await form.locator('textarea[name="your-message"]').fill(payload);
    await form.locator('input[type=submit]').click();
    await expect(form).toHaveAttribute('data-status', 'invalid');
    // The name field's maxlength is 80: what was typed comes back, whole, as its value.
    await expect(form.locator('input[name="your-name"]')).toHaveValue(payload.replace(/[\r\n]/g, '').slice(0, 80));
    expect(await xssHits(page), payload).toEqual([]);
  }
});

test('hash state: the gallery deep link takes any hash without running it', async ({ page }) => {
  await armXssTrap(page);
  for (const payload of XSS_PAYLOADS) {
    await page.goto(`/demo/gallery.html#${encodeURIComponent(payload)}`);
    await page.waitForLoadState('networkidle');
    expect(await xssHits(page), payload).toEqual([]);
  }
});

test('query parameters on a form page are never markup', async ({ page }) => {
  await armXssTrap(page);
  for (const payload of XSS_PAYLOADS.slice(0, 8)) {
    await page.goto(`/demo/contact.html?your-name=${encodeURIComponent(payload)}&your-message=${encodeURIComponent(payload)}`);
    await page.waitForLoadState('networkidle');
    expect(await xssHits(page), payload).toEqual([]);
  }
});

test('upload names in the uploader list are text', async ({ page }) => {
  await armXssTrap(page);
  await page.goto('/demo/contact.html');
  const uploader = page.locator('#wpcf7-f1-o1 .eacf7-uploader');
  await uploader.hover();
  await expect(uploader).toHaveAttribute('data-cmsmf-mounted', /forms\/upload/);
  const chooser = page.waitForEvent('filechooser');
  await uploader.locator('.eacf7-uploader-browse').click();
  const names = XSS_PAYLOADS.filter((payload) => !payload.includes('/')).slice(0, 3).map((payload) => `${payload}.txt`);
  await (await chooser).setFiles(names.map((name) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('x') })));
  await page.waitForTimeout(1500);
  expect(await xssHits(page)).toEqual([]);
});

test('the trap fires when a payload does run (a control, so a silent trap cannot pass the suite)', async ({ page }) => {
  await armXssTrap(page);
  await page.goto('/demo/plain.html');
  await page.evaluate((payload) => document.body.insertAdjacentHTML('beforeend', payload), '<img src=x onerror=alert(1)>');
  await expect.poll(() => xssHits(page)).toEqual(['alert(1)']);
});
