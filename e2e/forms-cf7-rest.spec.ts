import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { installCf7Stub } from './fixtures/forms/cf7-stub';

/**
 * Contact Form 7's REST routes as its own script uses them (CF7
 * `includes/js/src/index.js`, `reset.js`): the schema at start, the feedback
 * on Send, the refill after a `mail_sent`. With CF7's script or without it,
 * one click on Send is one feedback request and one `wpcf7mailsent`.
 */
const DEMO = '/demo/forms-preview.html';
const FORM = '.wpcf7 form.wpcf7-form';

async function countTraffic(page: Page) {
  const seen = { feedback: 0, refill: [] as number[], schema: [] as number[] };
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/contact-forms\/\d+\/feedback$/.test(request.url())) seen.feedback += 1;
  });
  page.on('response', (response) => {
    if (/\/contact-forms\/\d+\/refill$/.test(response.url())) seen.refill.push(response.status());
    if (/\/contact-forms\/\d+\/feedback\/schema$/.test(response.url())) seen.schema.push(response.status());
  });
  await page.addInitScript(() => {
    const win = window as unknown as { __mailSent: number };
    win.__mailSent = 0;
    document.addEventListener('wpcf7mailsent', () => (win.__mailSent += 1));
  });
  return seen;
}

const mailSent = (page: Page) => page.evaluate(() => (window as unknown as { __mailSent: number }).__mailSent);

async function sendOnce(page: Page, name = 'Grace') {
  await mounted(page.locator('.wpcf7'), 'forms/form');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your email').fill('grace@example.test');
  await page.locator('.wpcf7-submit').click();
  await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
}

test("with CF7's script: its schema and refill calls are answered, and the form goes back to init after a send", async ({ page, consoleErrors }) => {
  const seen = await countTraffic(page);
  await page.addInitScript(installCf7Stub);
  await page.goto(DEMO);
  await expect.poll(() => page.evaluate(() => Object.keys((window as unknown as { __cf7Schemas: object }).__cf7Schemas).length)).toBe(1);
  const schema = await page.evaluate(() => Object.values((window as unknown as { __cf7Schemas: Record<string, unknown> }).__cf7Schemas)[0]);
  expect(schema).toMatchObject({ version: 'Contact Form 7 SWV Schema 2024-10', locale: 'en_US', rules: expect.arrayContaining([{ rule: 'required', field: 'berth-name', error: 'Please fill out this field.' }]) });

  await sendOnce(page);
  // After mail_sent CF7 resets the form: resetting, GET refill, then init and wpcf7reset.
  await expect(page.locator(FORM)).toHaveAttribute('data-status', 'init');
  expect(seen.refill).toEqual([200]);
  expect(seen.schema).toEqual([200]);
  expect(seen.feedback).toBe(1);
  expect(await mailSent(page)).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test("without CF7's script: one click on Send is one feedback request and one wpcf7mailsent", async ({ page, consoleErrors }) => {
  const seen = await countTraffic(page);
  await page.goto(DEMO);
  await sendOnce(page);
  await expect(page.locator(FORM)).toHaveAttribute('data-status', 'sent');
  // A second send, told apart by its name and waited for to its wpcf7mailsent: a stray repeat of
  // the first send was sent before it, so it is counted by then.
  const second = page.waitForResponse((response) => /\/feedback$/.test(response.url()) && (response.request().postData() ?? '').includes('Grace Again'));
  await sendOnce(page, 'Grace Again');
  await second;
  await expect.poll(() => mailSent(page)).toBeGreaterThanOrEqual(2);
  expect(seen.feedback).toBe(2);
  expect(await mailSent(page)).toBe(2);
  expect(consoleErrors).toEqual([]);
});
