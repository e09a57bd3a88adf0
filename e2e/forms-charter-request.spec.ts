import type { Locator, Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import Database from 'better-sqlite3';
import { findSubmission, SITE_DATABASE } from './fixtures/forms/database';
import { pdf } from './fixtures/forms/files';

/**
 * The charter request (form 121, site/cms/forms/121.json) on /demo/fields-b.html:
 * star rating, image choice, products, rich text, a crew repeater with uploads,
 * a signature pad with a typed-name alternative, the math captcha; and the
 * captcha-service form 6 on the same page.
 */
const DEMO = '/demo/fields-b.html';
const FORM = '#wpcf7-f121-o1';
const wrap = (page: Page, name: string) => page.locator(`${FORM} .wpcf7-form-control-wrap[data-name="${name}"]`);

async function openDemo(page: Page): Promise<void> {
  await page.goto(DEMO);
  await mounted(page.locator(FORM), 'forms/form');
}

/** The body of the mail a submission queued (the `mail_outbox` table). */
function mailOf(submissionId: number): string {
  const db = new Database(SITE_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT body FROM mail_outbox WHERE submission_id = ?').get(submissionId) as { body: string } | undefined)?.body ?? '';
  } finally {
    db.close();
  }
}

/** The sum the math captcha asks, from its hidden inputs (the server checks the answer). */
async function captchaAnswer(page: Page): Promise<string> {
  const read = (suffix: string) => page.locator(`${FORM} input[name="quiz-${suffix}"]`).inputValue();
  const [first, operator, second] = [Number(await read('first')), await read('operator'), Number(await read('second'))];
  return String(operator === '+' ? first + second : first - second);
}

/** Non-background pixels of the signature canvas: > 0 means something is drawn. */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! > 150 && data[i + 1]! < 100 && data[i + 2]! < 100) ink += 1;
    return ink;
  });

async function drawStroke(page: Page, canvas: Locator, from: [number, number], to: [number, number]): Promise<void> {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(box.x + box.width * (from[0] + ((to[0] - from[0]) * step) / 8), box.y + box.height * (from[1] + ((to[1] - from[1]) * step) / 8));
  }
  await page.mouse.up();
}

test('with the keyboard alone: every field is filled, the values reach SQLite and the mail', async ({ page, consoleErrors }) => {
  await openDemo(page);
  const name = `Keyboard ${Date.now()}`;
  await page.locator(`${FORM} input[name="your-name"]`).fill(name);
  await page.locator(`${FORM} input[name="your-email"]`).fill('keys@example.com');

  // Rating: one Tab stop, arrows and End/Home move the choice; style 3 says what it means.
  await page.locator(`${FORM} input[name="your-email"]`).focus();
  await page.keyboard.press('Tab');
  const rating = page.locator(`${FORM} .eacf7-rating`);
  await mounted(rating, 'forms/rating');
  await expect(rating).toHaveAttribute('role', 'radiogroup');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(rating.getByRole('radio', { name: '4 of 5 stars' })).toBeFocused();
  await expect(rating.getByRole('radio', { name: '4 of 5 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(wrap(page, 'experience').locator('.rating-message')).toHaveText('Good!');
  await page.keyboard.press('Home');
  await expect(wrap(page, 'experience').locator('.rating-message')).toHaveText('Very Bad!');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(wrap(page, 'experience').locator('.rating-message')).toHaveText('Okay');

  // Image choice: native radios and checkboxes, the choice shown by a check mark and outline.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(wrap(page, 'boat').locator('input[value="Catamaran"]')).toBeChecked();
  await mounted(wrap(page, 'boat').locator('.eacf7-image-choice'), 'forms/image-choice');
  await expect(wrap(page, 'boat').locator('.image-choice-item.active')).toHaveAttribute('data-value', 'Catamaran');
  const mark = await wrap(page, 'boat').locator('.image-choice-item.active').evaluate((el) => getComputedStyle(el, '::after').content);
  expect(mark).toContain('✓');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(wrap(page, 'extras').locator('input:checked')).toHaveCount(2);

  await page.locator(`${FORM} select[name="package"]`).selectOption('Sunset cruise');
  await page.locator(`${FORM} select[name="package"]`).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(wrap(page, 'services').locator('input[value="Skipper"]')).toBeChecked();

  // Rich text: the editor arrives on first focus and takes the focus; Ctrl+B makes bold.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const editor = wrap(page, 'notes').getByRole('textbox');
  await expect(editor).toBeFocused();
  await page.keyboard.type('We bring ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('cake');
  await page.keyboard.press('Control+b');
  await expect(wrap(page, 'notes').getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator(`${FORM} textarea[name="notes"]`)).toHaveValue(/We bring <b>cake<\/b>/);

  // Repeater: add moves the focus into the new item, whose upload field works.
  const repeater = page.locator(`${FORM} .eacf7-repeater`);
  await mounted(repeater, 'forms/repeater');
  await page.locator(`${FORM} input[name="crew-name__1"]`).fill('Bo');
  await repeater.getByRole('button', { name: 'Add another' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`${FORM} input[name="crew-name__2"]`)).toBeFocused();
  await page.keyboard.type('Cy');
  await expect(repeater.locator('.eacf7-repeater-count')).toHaveValue('2');
  const secondUploader = repeater.locator('.eacf7-repeater-item').nth(1).locator('.eacf7-uploader');
  await mounted(secondUploader, 'forms/upload');
  await secondUploader.locator('input[type=file]:not([name^="_eacf7_upload_"])').setInputFiles([{ name: 'licence-cy.pdf', mimeType: 'application/pdf', buffer: pdf('x.pdf').buffer }]);
  await expect(secondUploader.locator('.file-info-status')).toHaveText('Completed', { timeout: 15_000 });

  // Signature: a keyboard user types their name; it becomes the image the server stores.
  const signature = page.locator(`${FORM} .cf7-digital-signature`);
  await signature.getByLabel('Or type your name to sign').focus().catch(async () => {
    await signature.scrollIntoViewIfNeeded();
  });
  await mounted(signature, 'forms/signature');
  await signature.getByLabel('Or type your name to sign').focus();
  await page.keyboard.type('Kim Keys');
  await expect(page.locator(`${FORM} input[name="signature"]`)).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/, { timeout: 10_000 });

  await page.locator(`${FORM} input[name="quiz"]`).fill(await captchaAnswer(page));
  await page.locator(`${FORM} .wpcf7-submit`).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`${FORM} .wpcf7-response-output`)).toHaveText('Thank you for your message. It has been sent.', { timeout: 15_000 });

  const stored = findSubmission(121, (fields) => fields['your-name'] === name);
  expect(stored?.status).toBe('mail_sent');
  expect(stored?.fields).toMatchObject({ experience: '3', boat: 'Catamaran', extras: ['Snorkel kit', 'Picnic'], package: 'Sunset cruise', services: ['Skipper'], crew: [{ 'crew-name': 'Bo' }, { 'crew-name': 'Cy' }] });
  expect(stored?.fields.notes).toBe('We bring <strong>cake</strong>');
  const mail = mailOf(stored!.id);
  expect(mail).toContain('notes: We bring <strong>cake</strong>');
  expect(mail).toMatch(/signature: \/uploads\/[0-9a-f]{32}\.png/);
  expect(mail).toContain('crew: [{"crew-name":"Bo"');
  expect(stored?.fields.signature).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  // The signature's image is linked to the submission like an upload (it cannot be sent twice or expire).
  expect(stored?.uploads).toEqual([
    expect.objectContaining({ field: 'crew-licence__2', display_name: 'licence-cy.pdf' }),
    expect.objectContaining({ field: 'signature', display_name: 'signature-121.png' }),
  ]);
  expect(consoleErrors).toEqual([]);
});

test('with the mouse: hover and click the stars, draw, undo and clear the signature, pick images, reload the sum', async ({ page, consoleErrors }) => {
  await openDemo(page);
  const name = `Mouse ${Date.now()}`;
  await page.locator(`${FORM} input[name="your-name"]`).fill(name);
  await page.locator(`${FORM} input[name="your-email"]`).fill('mouse@example.com');
  const rating = page.locator(`${FORM} .eacf7-rating`);
  await rating.locator('.eacf7-rating-star[data-value="2"]').click();
  await mounted(rating, 'forms/rating');
  await rating.locator('.eacf7-rating-star[data-value="5"]').hover();
  await expect(rating.locator('.eacf7-rating-star.active')).toHaveCount(5);
  await page.mouse.move(0, 0);
  await rating.locator('.eacf7-rating-star[data-value="4"]').click();
  await expect(rating.locator('.eacf7-rating-star.active')).toHaveCount(4);
  await expect(rating.locator('input.eacf7-star-rating')).toHaveValue('4');
  await page.mouse.move(0, 0);
  await expect(rating.locator('.eacf7-rating-star.active')).toHaveCount(4);

  await wrap(page, 'boat').locator('.image-choice-item[data-value="Sloop"]').click();
  await wrap(page, 'extras').locator('.image-choice-item[data-value="Fishing gear"]').click();
  await page.locator(`${FORM} select[name="package"]`).selectOption('Full-day charter');
  await wrap(page, 'services').getByText('Fuel package').click();

  const repeater = page.locator(`${FORM} .eacf7-repeater`);
  await page.locator(`${FORM} input[name="crew-name__1"]`).fill('Al');
  await mounted(repeater, 'forms/repeater');
  const add = repeater.getByRole('button', { name: 'Add another' });
  await expect(repeater.locator('.eacf7-repeater-item-remove').first()).toBeHidden();
  await add.click();
  await add.click();
  // At the limit (3) add is off; remove shows once there is more than one item.
  await expect(add).toBeDisabled();
  await expect(repeater.locator('.eacf7-repeater-item-remove')).toHaveCount(3);
  await page.locator(`${FORM} input[name="crew-name__2"]`).fill('Bea');
  await page.locator(`${FORM} input[name="crew-name__3"]`).fill('Cal');
  await repeater.getByRole('button', { name: 'Remove item 2' }).click();
  // The item that moved up takes the focus, renumbered.
  await expect(page.locator(`${FORM} input[name="crew-name__2"]`)).toBeFocused();
  await expect(page.locator(`${FORM} input[name="crew-name__2"]`)).toHaveValue('Cal');
  await expect(page.locator(`${FORM} input[name="crew-name__3"]`)).toHaveCount(0);
  await expect(add).toBeEnabled();

  const signature = page.locator(`${FORM} .cf7-digital-signature`);
  const canvas = signature.locator('canvas');
  // The pad shows once its module mounts (near the viewport); the server's markup has the typed name.
  await signature.scrollIntoViewIfNeeded();
  await canvas.hover();
  await mounted(signature, 'forms/signature');
  await expect(canvas).toHaveCSS('width', '300px');
  await expect(canvas).toHaveCSS('height', '100px');
  await drawStroke(page, canvas, [0.1, 0.5], [0.5, 0.3]);
  await drawStroke(page, canvas, [0.5, 0.7], [0.9, 0.4]);
  const twoStrokes = await inkOf(canvas);
  expect(twoStrokes).toBeGreaterThan(0);
  await signature.getByRole('button', { name: 'Undo' }).click();
  const oneStroke = await inkOf(canvas);
  expect(oneStroke).toBeGreaterThan(0);
  expect(oneStroke).toBeLessThan(twoStrokes);
  await signature.getByRole('button', { name: 'Clear' }).click();
  expect(await inkOf(canvas)).toBe(0);
  await expect(page.locator(`${FORM} input[name="signature"]`)).toHaveValue('');
  await drawStroke(page, canvas, [0.1, 0.6], [0.8, 0.3]);
  await expect(page.locator(`${FORM} input[name="signature"]`)).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/, { timeout: 10_000 });

  // A new question comes from the server, sanitised, in place of the old one.
  const captcha = page.locator(`${FORM} .cf7-math-captcha`);
  await captcha.scrollIntoViewIfNeeded();
  await mounted(captcha, 'forms/math-captcha');
  const question = captcha.locator('.cf7-math-captcha-question');
  const questionsSeen = new Set([await question.textContent()]);
  for (let i = 0; i < 5 && questionsSeen.size < 2; i += 1) {
    await captcha.getByRole('button', { name: 'New question' }).click();
    await expect(captcha).not.toHaveAttribute('aria-busy', '');
    questionsSeen.add(await question.textContent());
  }
  expect(questionsSeen.size).toBe(2);
  await expect(captcha.locator('.cf7-math-captcha-wrap')).toHaveCount(1);
  await expect(page.locator(`${FORM} input[name="quiz"]`)).toBeFocused();
  await page.locator(`${FORM} input[name="quiz"]`).fill(await captchaAnswer(page));

  await page.locator(`${FORM} .wpcf7-submit`).click();
  await expect(page.locator(`${FORM} .wpcf7-response-output`)).toHaveText('Thank you for your message. It has been sent.', { timeout: 15_000 });
  const stored = findSubmission(121, (fields) => fields['your-name'] === name);
  expect(stored?.fields).toMatchObject({ experience: '4', boat: 'Sloop', extras: ['Fishing gear'], package: 'Full-day charter', services: ['Fuel package'], crew: [{ 'crew-name': 'Al' }, { 'crew-name': 'Cal' }] });
  expect(stored?.fields.signature).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  // After the send the form starts over: no rating, one crew item, an empty pad.
  await expect(rating.locator('.eacf7-rating-star.active')).toHaveCount(0);
  await expect(repeater.locator('.eacf7-repeater-item')).toHaveCount(1);
  expect(await inkOf(canvas)).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('a server refusal shows the field\'s message and stores nothing; the signature keeps its drawing across a resize', async ({ page }) => {
  await openDemo(page);
  const signature = page.locator(`${FORM} .cf7-digital-signature`);
  const canvas = signature.locator('canvas');
  // The pad shows once its module mounts (near the viewport); the server's markup has the typed name.
  await signature.scrollIntoViewIfNeeded();
  await canvas.hover();
  await mounted(signature, 'forms/signature');
  await drawStroke(page, canvas, [0.1, 0.5], [0.9, 0.5]);
  const before = await inkOf(canvas);
  expect(before).toBeGreaterThan(0);
  // A narrow screen shrinks the pad with its proportions; the drawing is scaled, not lost.
  await page.setViewportSize({ width: 240, height: 700 });
  await expect.poll(async () => Number.parseFloat(await canvas.evaluate((el) => getComputedStyle(el).width))).toBeLessThan(300);
  const width = Number.parseFloat(await canvas.evaluate((el) => getComputedStyle(el).width));
  const height = Number.parseFloat(await canvas.evaluate((el) => getComputedStyle(el).height));
  expect(Math.abs(width / height - 3)).toBeLessThan(0.05);
  expect(await inkOf(canvas)).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(canvas).toHaveCSS('width', '300px');
  expect(await inkOf(canvas)).toBeGreaterThan(before * 0.5);

  // Everything else missing: CF7's validation_failed with each field's message.
  await page.locator(`${FORM} .wpcf7-submit`).click();
  await expect(wrap(page, 'experience').locator('.wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');
  await expect(wrap(page, 'crew-name__1').locator('.wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');
  await expect(wrap(page, 'quiz').locator('.wpcf7-not-valid-tip')).toHaveText('Your answer is not correct.');
});

test('at phone width (390 px) every field fits and works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDemo(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const rating = page.locator(`${FORM} .eacf7-rating`);
  await rating.locator('.eacf7-rating-star[data-value="5"]').tap().catch(() => rating.locator('.eacf7-rating-star[data-value="5"]').click());
  await mounted(rating, 'forms/rating');
  await rating.locator('.eacf7-rating-star[data-value="5"]').click();
  await expect(wrap(page, 'experience').locator('.rating-message')).toHaveText('Excellent!');
  const signature = page.locator(`${FORM} .cf7-digital-signature`);
  await signature.scrollIntoViewIfNeeded();
  await signature.locator('canvas').hover();
  await mounted(signature, 'forms/signature');
  const box = (await signature.locator('canvas').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const notes = page.locator(`${FORM} textarea[name="notes"]`);
  await notes.focus();
  await expect(wrap(page, 'notes').getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  const overflowAfter = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflowAfter).toBeLessThanOrEqual(0);
});

test('the captcha-protected form sends with a token from the captcha service', async ({ page, consoleErrors }) => {
  await page.goto(DEMO);
  const form = page.locator('#wpcf7-f6-o1');
  await mounted(form, 'forms/form');
  const name = `Captcha ${Date.now()}`;
  await form.locator('input[name="your-name"]').fill(name);
  await form.locator('input[name="your-email"]').fill('captcha@example.com');
  await form.locator('textarea[name="your-message"]').fill('A day charter for four, please.');
  await form.locator('.eacf7-recaptcha').scrollIntoViewIfNeeded();
  await mounted(form.locator('.eacf7-recaptcha'), 'forms/captcha');
  await form.locator('.wpcf7-submit').click();
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.', { timeout: 15_000 });
  expect(findSubmission(6, (fields) => fields['your-name'] === name)?.status).toBe('mail_sent');
  // The token was spent; a second send fetches another and passes too.
  await form.locator('input[name="your-name"]').fill(`${name} again`);
  await form.locator('input[name="your-email"]').fill('captcha@example.com');
  await form.locator('textarea[name="your-message"]').fill('And one more question.');
  await form.locator('.wpcf7-submit').click();
  await expect.poll(() => findSubmission(6, (fields) => fields['your-name'] === `${name} again`)?.status, { timeout: 15_000 }).toBe('mail_sent');
  expect(consoleErrors).toEqual([]);
});
