import { expect, mounted, test } from './fixtures';

/**
 * /demo/forms-free.html: the charter and boat-trip forms on a site without the
 * add-on's pro licence (`eacf7.isPro: false`). Free fields work; every pro
 * field's module mounts and leaves the server's markup as it was sent.
 */
const DEMO = '/demo/forms-free.html';
const PRO_FIELDS = ['.eacf7-image-choice', '.eacf7-product-dropdown', '.eacf7-rich-text', '.eacf7-repeater', '.cf7-digital-signature', '.eacf7-mask-input', '.eacf7-color-picker-wrap'];
const MODULE_OF: Record<string, string> = {
  '.eacf7-image-choice': 'forms/image-choice',
  '.eacf7-product-dropdown': 'forms/product-dropdown',
  '.eacf7-rich-text': 'forms/rich-text',
  '.eacf7-repeater': 'forms/repeater',
  '.cf7-digital-signature': 'forms/signature',
  '.eacf7-mask-input': 'forms/mask',
  '.eacf7-color-picker-wrap': 'forms/color-picker',
};


/**
 * A pro field's markup without the shell's own `data-cmsmf-*` bookkeeping and
 * without the free uploaders inside the crew list (they work, so they change).
 */
const markupOf = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  for (const free of copy.querySelectorAll('.eacf7-uploader')) free.remove();
  for (const node of [copy, ...copy.querySelectorAll('*')]) for (const name of node.getAttributeNames()) if (name.startsWith('data-cmsmf-')) node.removeAttribute(name);
  return copy.outerHTML;
};

test('without the pro flag every pro field stays the markup the server sent, and the free fields work', async ({ browser, page, consoleErrors }) => {
  // The markup as sent: the same page with scripts off.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const sentPage = await noScript.newPage();
  await sentPage.goto(DEMO);
  const sent: Record<string, string> = {};
  for (const selector of PRO_FIELDS) sent[selector] = await sentPage.locator(selector).first().evaluate(markupOf);
  await noScript.close();

  await page.goto(DEMO);
  expect(await page.evaluate(() => (window as unknown as { eacf7: { isPro: unknown } }).eacf7.isPro)).toBe(false);

  // Free: the stars set the rating, the math captcha and the phone field mount.
  const rating = page.locator('#wpcf7-f121-o1 .eacf7-rating').first();
  await rating.scrollIntoViewIfNeeded();
  await mounted(rating, 'forms/rating');
  await rating.locator('[data-value="4"]').click();
  await expect(page.locator('#wpcf7-f121-o1 input.eacf7-star-rating').first()).toHaveValue('4');
  const phone = page.locator('#wpcf7-f122-o1 input.eacf7-phone').first();
  await phone.focus();
  await mounted(phone, 'forms/phone');

  for (const selector of PRO_FIELDS) {
    const field = page.locator(selector).first();
    await field.scrollIntoViewIfNeeded();
    await field.focus().catch(() => undefined);
    await mounted(field, MODULE_OF[selector]!);
    const live = await field.evaluate(markupOf);
    expect(live, `${selector} is as the server sent it`).toBe(sent[selector]);
  }
  expect(consoleErrors).toEqual([]);
});
