import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { armXssTrap, payloadsHadTheirChance, XSS_PAYLOADS, xssHits } from './support/xss-corpus';

/**
 * XSS suite: every payload of the corpus through every place
 * untrusted text reaches a page: query prefill, hash state, saved-progress
 * restore, server-returned HTML (form responses, popups, ajax pagination, A/B
 * placeholders), rich text, the preview table, redirect targets, upload names
 * and gallery data attributes. The trap never fires in Chromium. A new sink
 * joins as described in support/xss-corpus.ts.
 */
test.describe.configure({ mode: 'serial' });
// The demo pages send a strict CSP with Trusted Types, which would stop most payloads by
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
  // Each name is shown, as the text it is.
  for (const name of names) await expect(uploader).toContainText(name);
  await payloadsHadTheirChance(page);
  expect(await xssHits(page)).toEqual([]);
});

/** Text for a JSON value printed inside an inline script, as a CMS prints it (`<` escaped). */
const inScript = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
/** Text for an attribute value, as a CMS prints it (esc_attr). */
const inAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#039;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Serves `path` with its HTML rewritten, so a test can print what a hostile CMS record would hold. */
async function rewritePage(page: Page, path: string, rewrite: (html: string) => string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const changed = rewrite(html);
    expect(changed, `the rewrite of ${path} found its text`).not.toBe(html);
    await route.fulfill({ response, body: changed });
  });
}

test('query prefill: every field the address fills takes the payload as a value only', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  for (const payload of XSS_PAYLOADS) {
    const query = new URLSearchParams([['form', '141'], ['your-name', payload], ['note', payload], ['boat', payload], ['extras[]', payload]]);
    await page.goto(`/demo/forms-prefill.html?${query}`);
    await mounted(page.locator('#wpcf7-f141-o1'), 'forms/form');
    // The value arrives (tidied of control characters like the tab), as text.
    await expect(page.locator('#wpcf7-f141-o1').getByLabel('Anything else')).not.toHaveValue('');
    expect(await xssHits(page), payload).toEqual([]);
  }
});

test('saved-progress restore: a saved payload comes back as values', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  for (const payload of XSS_PAYLOADS) {
    await page.goto('/demo/forms-save-progress.html');
    await mounted(page.locator('.eacf7-save-progress-wrap'), 'forms/save-progress');
    await page.getByLabel('Full name').fill(payload);
    await page.getByLabel('Notes').fill(payload);
    await page.getByRole('button', { name: 'Save progress' }).click();
    const link = page.getByRole('textbox', { name: 'Link to continue later' });
    await expect(link).toHaveValue(/eacf7_state=/);
    await page.goto(await link.inputValue());
    await expect(page.locator('.eacf7-save-message')).toHaveText('Your saved progress has been restored.');
    await expect(page.getByLabel('Notes')).toHaveValue(payload);
    expect(await xssHits(page), payload).toEqual([]);
  }
});

test('server-returned HTML: a form response message from the feedback endpoint is text', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  let message = '';
  await page.route('**/contact-forms/1/feedback', (route) =>
    route.fulfill({ json: { contact_form_id: 1, status: 'validation_failed', message, posted_data_hash: '', into: '#wpcf7-f1-o1', invalid_fields: [{ field: 'your-name', message, idref: null, error_id: 'wpcf7-f1-o1-ve-your-name' }] } }),
  );
  for (const payload of XSS_PAYLOADS) {
    message = payload;
    await page.goto('/demo/contact.html');
    const form = page.locator('#wpcf7-f1-o1');
    await mounted(form, 'forms/form');
    await form.locator('input[type=submit]').click();
    await expect(form.locator('.wpcf7-response-output')).toHaveText(payload.replace(/\s+/g, ' ').trim());
    expect(await xssHits(page), payload).toEqual([]);
  }
});

test('server-returned HTML: a popup form from the server goes through the sanitiser', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  let payload = '';
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (!(route.request().postData() ?? '').includes('eacf7_fire_contact_form')) return route.continue();
    const html = `<div class="wpcf7"><form class="wpcf7-form" aria-label="Book a harbour tour"><input name="your-name" aria-label="Your name">${payload}</form></div>`;
    await route.fulfill({ json: { success: true, data: html } });
  });
  for (const item of XSS_PAYLOADS) {
    payload = item;
    await page.goto('/demo/forms-popup.html');
    await mounted(page.locator('.eacf7-popup-form-button'), 'forms/popup');
    await page.getByRole('button', { name: 'Book a tour' }).click();
    await expect(page.getByRole('dialog').locator('input[name="your-name"]')).toBeVisible();
    await payloadsHadTheirChance(page);
    expect(await xssHits(page), item).toEqual([]);
  }
});

test('server-returned HTML: an ajax-paginated page of posts goes through the sanitiser', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  let payload = '';
  let served = 0;
  await page.route('**/demo/theme.html?paged=*', async (route) => {
    served += 1;
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('<article class="et_pb_post clearfix">', `<article class="et_pb_post clearfix">${payload}`) });
  });
  for (const item of XSS_PAYLOADS) {
    payload = item;
    await page.goto('/demo/theme.html');
    const blog = page.locator('.et_pb_ajax_pagination_container');
    await blog.scrollIntoViewIfNeeded();
    await mounted(blog, 'theme/ajax-pagination');
    await blog.locator('.pagination a').first().click();
    // The address changes once the new posts are in.
    await expect(page).toHaveURL(/paged=2/);
    await payloadsHadTheirChance(page);
    expect(await xssHits(page), item).toEqual([]);
  }
  expect(served).toBe(XSS_PAYLOADS.length);
});

test('server-returned HTML: an A/B subject swapped into its placeholder goes through the sanitiser', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  let payload = '';
  let served = 0;
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    if (!(route.request().postData() ?? '').includes('et_pb_ab_get_subject_id')) return route.continue();
    served += 1;
    await route.fulfill({ json: { id: '1', content: `<h2>Subject</h2>${payload}` } });
  });
  for (const item of XSS_PAYLOADS) {
    payload = item;
    await page.goto('/demo/theme-split-test.html');
    await mounted(page.locator('body'), 'theme/ab-testing');
    await expect(page.locator('.et_pb_subject_placeholder')).toHaveCount(0);
    await payloadsHadTheirChance(page);
    expect(await xssHits(page), item).toEqual([]);
  }
  expect(served).toBe(XSS_PAYLOADS.length);
});

test('rich text: HTML pasted into the editor never runs', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  await page.goto('/demo/fields-b.html');
  const wrap = page.locator('#wpcf7-f121-o1 .wpcf7-form-control-wrap[data-name="notes"]');
  await wrap.scrollIntoViewIfNeeded();
  await wrap.locator('textarea, [contenteditable]').first().focus();
  const editor = wrap.getByRole('textbox');
  await expect(editor).toBeFocused();
  for (const payload of XSS_PAYLOADS) {
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', html);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, payload);
    await payloadsHadTheirChance(page);
    expect(await xssHits(page), payload).toEqual([]);
  }
  // The pastes arrived (as text or cleaned markup).
  await expect(editor).toContainText('alert(1)');
  expect(await wrap.locator('[onerror], [onload], [onfocus], [ontoggle], script, iframe').count()).toBe(0);
});

test('the preview table shows every payload as text', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  await page.goto('/demo/forms-preview.html');
  await mounted(page.locator('.eacf7-preview-submission-btn'), 'forms/preview');
  const dialog = page.getByRole('dialog', { name: 'Preview Submission' });
  const name = page.getByLabel('Your name');
  for (const payload of XSS_PAYLOADS) {
    // Each step waits for the one before: the field holds the whole payload before
    // Preview reads it, and the dialog is gone before the next fill.
    // The field's maxlength (80) cuts what a visitor can type.
    const typed = payload.slice(0, Number(await name.getAttribute('maxlength')));
    await name.fill(payload);
    await expect(name).toHaveValue(typed);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.locator('tbody tr').first()).toContainText(typed.replace(/\s+/g, ' ').trim());
    expect(await xssHits(page), payload).toEqual([]);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('redirect targets: a hostile configured target, and a hostile name in a tag of the target, never run', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  let payload = '';
  await rewritePage(page, '/demo/forms-redirect.html', (html) => html.replace('"redirectPage":"javascript:alert(document.cookie)"', `"redirectPage":${inScript(payload)}`));
  for (const item of XSS_PAYLOADS) {
    payload = item;
    await page.goto('/demo/forms-redirect.html');
    const configured = page.locator('#wpcf7-f144-o1');
    await configured.getByLabel('Your email').fill('ann@example.com');
    await mounted(configured, 'forms/form');
    const decided = Promise.race([
      page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes('refused: only http(s) or same-origin targets are followed')),
      page.waitForURL((url) => url.pathname !== '/demo/forms-redirect.html'),
    ]);
    await configured.getByRole('button', { name: 'Send' }).click();
    // A same-site relative target is followed (DESIGN.md §8); anything else is refused, said so, and the page stays.
    await decided;
    await page.waitForLoadState();
    expect(await xssHits(page), item).toEqual([]);
    expect(new URL(page.url()).protocol).toBe('http:');
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  }
  for (const item of XSS_PAYLOADS.slice(0, 8)) {
    await page.goto('/demo/forms-redirect.html');
    const tagged = page.locator('#wpcf7-f143-o1');
    await mounted(tagged, 'forms/form');
    await tagged.getByLabel('Your name').fill(item);
    await tagged.getByLabel('Your email').fill('ann@example.com');
    await tagged.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/demo\/plain\.html\?welcome=/);
    expect(await xssHits(page), item).toEqual([]);
  }
});

test('gallery data attributes: titles and captions are shown as text in the lightbox', async ({ page }) => {
  test.slow();
  await armXssTrap(page);
  let payload = '';
  await rewritePage(page, '/demo/gallery.html', (html) =>
    html.replace('data-title="Harbour at dawn" data-caption="Fishing boats leave the harbour"', `data-title="${inAttribute(payload)}" data-caption="${inAttribute(payload)}"`),
  );
  for (const item of XSS_PAYLOADS) {
    payload = item;
    await page.goto('/demo/gallery.html');
    await page.locator('.eacf7-gallery-item').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(item.replace(/\s+/g, ' ').trim().slice(0, 12));
    expect(await xssHits(page), item).toEqual([]);
  }
});

test('the trap fires when a payload does run (a control, so a silent trap cannot pass the suite)', async ({ page }) => {
  await armXssTrap(page);
  await page.goto('/demo/plain.html');
  await page.evaluate((payload) => document.body.insertAdjacentHTML('beforeend', payload), '<img src=x onerror=alert(1)>');
  await expect.poll(() => xssHits(page)).toEqual(['alert(1)']);
});

test('the sentinel comes after the payloads: what ran is trapped by the time it resolves (a control)', async ({ page }) => {
  await armXssTrap(page);
  await page.goto('/demo/plain.html');
  await page.evaluate((payloads) => payloads.forEach((payload) => document.body.insertAdjacentHTML('beforeend', payload)), [
    '<img src=x onerror=alert(1)>',
    '<details open ontoggle=alert(2)>',
    '<input autofocus onfocus=alert(3)>',
  ]);
  await payloadsHadTheirChance(page);
  expect((await xssHits(page)).sort()).toEqual(['alert(1)', 'alert(2)', 'alert(3)']);
});
