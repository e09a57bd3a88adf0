import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { findSubmission } from './fixtures/forms/database';

/** The crew application (form 5) on /demo/contact.html: its stars, signature pad and sum reload work. */
const FORM = '#wpcf7-f5-o1';

async function captchaAnswer(page: Page): Promise<string> {
  const read = (suffix: string) => page.locator(`${FORM} input[name="quiz-${suffix}"]`).inputValue();
  const [first, operator, second] = [Number(await read('first')), await read('operator'), Number(await read('second'))];
  return String(operator === '+' ? first + second : first - second);
}

test('the crew application: stars set the rating, the pad signs, the sum reloads, and all reach SQLite', async ({ page, consoleErrors }) => {
  await page.goto('/demo/contact.html');
  await mounted(page.locator(FORM), 'forms/form');
  const name = `Crew ${Date.now()}`;
  await page.locator(`${FORM} input[name="full-name"]`).fill(name);
  await page.locator(`${FORM} input[name="email"]`).fill('crew@example.com');
  await page.locator(`${FORM} input[name="years"]`).fill('4');

  const rating = page.locator(`${FORM} .eacf7-rating`);
  await rating.locator('.eacf7-rating-star[data-value="5"]').click();
  await mounted(rating, 'forms/rating');
  await rating.getByRole('radio', { name: '5 of 5 stars' }).click();
  await expect(page.locator(`${FORM} .rating-message`)).toHaveText('Excellent!');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(`${FORM} .rating-message`)).toHaveText('Good!');
  await page.locator(`${FORM} textarea[name="motivation"]`).fill('I have sailed since I was a child.');

  // The signature is a pad, not a text box; typing a name is the keyboard's way to sign.
  const signature = page.locator(`${FORM} .cf7-digital-signature`);
  await expect(page.locator(`${FORM} input[type=text][name="signature"]`)).toHaveCount(0);
  await signature.locator('canvas').hover();
  await mounted(signature, 'forms/signature');
  await signature.getByLabel('Or type your name to sign').fill('Crew Member');
  await expect(page.locator(`${FORM} input[name="signature"]`)).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/, { timeout: 10_000 });

  const captcha = page.locator(`${FORM} .cf7-math-captcha`);
  await captcha.scrollIntoViewIfNeeded();
  await mounted(captcha, 'forms/math-captcha');
  const question = captcha.locator('.cf7-math-captcha-question');
  const seen = new Set([await question.textContent()]);
  for (let i = 0; i < 5 && seen.size < 2; i += 1) {
    await captcha.getByRole('button', { name: 'New question' }).click();
    await expect(captcha).not.toHaveAttribute('aria-busy', '');
    seen.add(await question.textContent());
  }
  expect(seen.size).toBe(2);
  await page.locator(`${FORM} input[name="quiz"]`).fill(await captchaAnswer(page));
  await page.locator(`${FORM} .wpcf7-submit`).click();
  await expect(page.locator(`${FORM} .wpcf7-response-output`)).toHaveText('Thank you for your message. It has been sent.', { timeout: 15_000 });
  const stored = findSubmission(5, (fields) => fields['full-name'] === name);
  expect(stored?.fields).toMatchObject({ confidence: '4' });
  expect(stored?.fields.signature).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  expect(consoleErrors).toEqual([]);
});

test('the crew application\'s pad has the defaults: 300 × 100, red ink, a pen 2 to 4 px wide', async ({ page }) => {
  await page.goto('/demo/contact.html');
  const signature = page.locator(`${FORM} .cf7-digital-signature`);
  const canvas = signature.locator('canvas');
  // The pad shows once its module mounts, which it does on sight.
  await signature.scrollIntoViewIfNeeded();
  await mounted(signature, 'forms/signature');
  await canvas.hover();
  expect(await canvas.evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([300, 100]);
  // One slow horizontal stroke across the middle.
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 50);
  await page.mouse.down();
  for (let x = 40; x <= 260; x += 4) await page.mouse.move(box.x + x, box.y + 50);
  await page.mouse.up();
  const ink = await canvas.evaluate((el: HTMLCanvasElement) => {
    const ratio = el.width / el.clientWidth;
    const context = el.getContext('2d')!;
    const column = context.getImageData(Math.round(150 * ratio), 0, 1, el.height).data;
    let rows = 0;
    const colours = new Set<string>();
    for (let i = 0; i < column.length; i += 4) {
      const [r, g, b] = [column[i]!, column[i + 1]!, column[i + 2]!];
      if (r > 200 && g < 110 && b < 110) {
        rows += 1;
        colours.add(g < 20 && b < 20 ? 'red' : 'edge');
      }
    }
    return { width: rows / ratio, colours: [...colours] };
  });
  // The ink is red (its solid core). signature_pad's pen width is the radius of the dots it joins, so a pen
  // of 2 to 4 draws a line 4 to 8 CSS pixels thick (a pixel more with the anti-aliased edges); its own
  // default of 0.5 to 2.5 would draw 1 to 5.
  expect(ink.colours).toContain('red');
  expect(ink.width).toBeGreaterThanOrEqual(4);
  expect(ink.width).toBeLessThanOrEqual(9);
});
