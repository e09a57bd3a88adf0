import type { Locator, Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * What a new user met in the forms: a restored saved-progress link that
 * broke the math captcha and brought back a signature the server refuses,
 * a rating that asked for a value before anyone touched it, a conversational
 * form that showed its emptied last question until the thank-you screen, and
 * an uploader hint in the wrong plural.
 */
const CREW = '#wpcf7-f5-o1';
const CHARTER = '#wpcf7-f121-o1';
const SENT = 'Thank you for your message. It has been sent.';

/** The answer to the question the captcha shows (not to its hidden inputs). */
async function answerShownQuestion(form: Locator): Promise<void> {
  const question = (await form.locator('.cf7-math-captcha-question').textContent()) ?? '';
  const [, first, operator, second] = /(\d+)\s*([+-])\s*(\d+)/.exec(question) ?? [];
  await form.locator('input.cf7-math-captcha-input').fill(String(operator === '+' ? Number(first) + Number(second) : Number(first) - Number(second)));
}

async function fillCrew(form: Locator, name: string): Promise<void> {
  await form.locator('input[name="full-name"]').fill(name);
  await form.locator('input[name="email"]').fill('crew@example.com');
  await form.locator('input[name="years"]').fill('3');
  await form.locator('textarea[name="motivation"]').fill('I have crewed on ferries for three summers.');
}

async function saveLink(page: Page, form: Locator): Promise<string> {
  await mounted(form.locator('.eacf7-save-progress-wrap'), 'forms/save-progress');
  await form.getByRole('button', { name: 'Save progress' }).click();
  const link = form.getByRole('textbox', { name: 'Link to continue later' });
  await expect(link).toHaveValue(/eacf7_state=[A-Za-z0-9_-]{32}$/);
  return link.inputValue();
}

test('a restored link asks the math captcha anew: an empty answer under the question shown, which the server accepts', async ({ page, browser }) => {
  await page.goto('/demo/contact.html');
  const form = page.locator(CREW);
  const name = `Restored captcha ${Date.now()}`;
  await fillCrew(form, name);
  await answerShownQuestion(form);
  const url = await saveLink(page, form);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  const again = fresh.locator(CREW);
  await expect(again.locator('.eacf7-save-message')).toHaveText('Your saved progress has been restored.');
  await expect(again.locator('input[name="full-name"]')).toHaveValue(name);
  await expect(again.locator('input.cf7-math-captcha-input')).toHaveValue('');
  await answerShownQuestion(again);
  await again.locator('.wpcf7-submit').click();
  await expect(again.locator('.wpcf7-response-output')).toHaveText(SENT, { timeout: 15_000 });
  await other.close();
});

test('after a saved form was sent, its restored link leaves the signature pad empty rather than show one the server refuses', async ({ page, browser }) => {
  await page.goto('/demo/contact.html');
  const form = page.locator(CREW);
  await fillCrew(form, `Signed once ${Date.now()}`);
  const signature = form.locator('.cf7-digital-signature');
  await signature.scrollIntoViewIfNeeded();
  await mounted(signature, 'forms/signature');
  const box = (await signature.locator('canvas').boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 15, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 15, { steps: 8 });
  await page.mouse.up();
  await expect(form.locator('input[name="signature"]')).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/, { timeout: 10_000 });
  const url = await saveLink(page, form);
  await answerShownQuestion(form);
  await form.locator('.wpcf7-submit').click();
  await expect(form.locator('.wpcf7-response-output')).toHaveText(SENT, { timeout: 15_000 });

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(url);
  const again = fresh.locator(CREW);
  await expect(again.locator('.eacf7-save-message')).toHaveText('Your saved progress has been restored.');
  const pad = again.locator('.cf7-digital-signature');
  await pad.scrollIntoViewIfNeeded();
  await mounted(pad, 'forms/signature');
  await expect(again.locator('input[name="signature"]')).toHaveValue('');
  await expect(pad.locator('.signature-status')).not.toHaveText(/saved signature is shown/);
  await other.close();
});

test('the rating asks for a value only when a required one was left without it, never before', async ({ page }) => {
  await page.goto('/demo/fields-b.html');
  const charter = page.locator(`${CHARTER} .eacf7-rating`);
  await charter.scrollIntoViewIfNeeded();
  await mounted(charter, 'forms/rating');
  const message = page.locator(`${CHARTER} .rating-message`);
  await expect(message).toHaveText('');
  await charter.getByRole('radio', { name: '1 of 5 stars' }).focus();
  await page.keyboard.press('Tab');
  await expect(message).toHaveText('Please provide a rating.');
  await charter.getByRole('radio', { name: '4 of 5 stars' }).click();
  await expect(message).toHaveText('Good!');

  await page.goto('/demo/contact.html');
  const crew = page.locator(`${CREW} .eacf7-rating`);
  await crew.scrollIntoViewIfNeeded();
  await mounted(crew, 'forms/rating');
  const optional = page.locator(`${CREW} .rating-message`);
  await crew.getByRole('radio', { name: '1 of 5 stars' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(`${CREW} textarea[name="motivation"]`)).toBeFocused();
  await expect(optional).toHaveText('');
});

test('a sent conversational form hides its emptied last question at once, until the thank-you screen', async ({ page }) => {
  await page.goto('/demo/forms/conversational.html');
  await mounted(page.locator('.eacf7-conversational-form'), 'forms/conversational');
  await mounted(page.locator('.wpcf7'), 'forms/form');
  // What the page shows in the first frame after the send is announced.
  await page.evaluate(() => {
    document.addEventListener('wpcf7mailsent', () =>
      requestAnimationFrame(() => {
        const last = document.querySelector<HTMLElement>('.eacf7-conversational[data-step="3"]')!;
        document.body.dataset.lastQuestionAfterSend = last.checkVisibility() ? 'shown' : 'hidden';
      }),
    );
  });
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your name').fill('Quick Sender');
  await page.keyboard.press('Enter');
  await page.getByLabel('Your email').fill('quick@example.test');
  await page.keyboard.press('Enter');
  await page.getByLabel('Your answer (at least 5 characters)').fill('Nothing, all good.');
  await page.keyboard.press('Enter');
  await expect(page.locator('.wpcf7-response-output')).toHaveText(SENT);
  await expect(page.locator('body')).toHaveAttribute('data-last-question-after-send', 'hidden');
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible({ timeout: 6_000 });
});

test('the uploader hint counts in the right plural', async ({ page }) => {
  await page.goto('/demo/fields-b.html');
  await expect(page.locator(`${CHARTER} .max-files-label`).first()).toHaveText('Up to 1 file.');
  await page.goto('/demo/contact.html');
  await expect(page.locator('#wpcf7-f1-o1 .max-files-label')).toHaveText('Up to 3 files.');
  await page.goto('/demo/forms/upload.html');
  await expect(page.locator('.max-files-label').first()).toHaveText('Up to 2 files.');
});
