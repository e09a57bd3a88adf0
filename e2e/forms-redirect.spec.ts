import { expect, mounted, test } from './fixtures';

/** Redirection and WhatsApp after a send (forms 143, 144, 145 on /demo/forms-redirect.html). */

test('a sent form goes to its redirect URL with the submitted name URL-encoded in place of its tag', async ({ page, consoleErrors }) => {
  await page.goto('/demo/forms-redirect.html');
  const form = page.locator('#wpcf7-f143-o1');
  await form.getByLabel('Your name').fill('Ann & Bo/?');
  await mounted(form, 'forms/form');
  await form.getByLabel('Your email').fill('ann@example.com');
  await form.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL('**/demo/plain.html?welcome=Ann%20%26%20Bo%2F%3F');
  expect(new URL(page.url()).searchParams.get('welcome')).toBe('Ann & Bo/?');
  // The landing page greets the visitor by the name it carries.
  await expect(page.getByRole('status')).toHaveText(/^Welcome aboard, Ann & Bo\/\?: you are on the harbour newsletter\./);
  expect(consoleErrors).toEqual([]);
});

test('the welcome page shows a name as text, whatever the address holds', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const hostile = '<img src=x onerror=alert(1)><b>Bo</b>';
  await page.goto(`/demo/plain.html?welcome=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole('status')).toContainText(`Welcome aboard, ${hostile}:`);
  expect(await page.locator('main img, main b').count()).toBe(0);
  expect(dialogs).toBe(0);
  // Without a name, no greeting.
  await page.goto('/demo/plain.html');
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a javascript: redirect target is refused and logged; the page stays', async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto('/demo/forms-redirect.html');
  const url = page.url();
  const history = await page.evaluate(() => window.history.length);
  const form = page.locator('#wpcf7-f144-o1');
  const refusals = () => warnings.filter((text) => text.includes('redirection to "javascript:alert(document.cookie)" refused')).length;
  await mounted(form, 'forms/form');
  for (const send of [1, 2]) {
    await form.getByLabel('Your email').fill('ann@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
    await expect.poll(refusals).toBe(send);
  }
  // The second send went to the server and back after the first refusal: a script URL followed
  // then would have run, and a navigation begun, before it.
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => window.history.length)).toBe(history);
  expect(dialogs).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('the WhatsApp form opens wa.me in a new tab with the message', async ({ page, context, consoleErrors }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp stand-in</title>' }));
  await page.goto('/demo/forms-redirect.html');
  const form = page.locator('#wpcf7-f145-o1');
  await form.getByLabel('Your name').fill('Ann');
  await mounted(form, 'forms/form');
  await form.getByLabel('Your message').fill('Is berth 4 free on Friday?');
  const popup = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Send' }).click();
  const whatsapp = await popup;
  await whatsapp.waitForLoadState();
  const opened = new URL(whatsapp.url());
  expect(opened.origin + opened.pathname).toBe('https://wa.me/15551234567');
  expect(opened.searchParams.get('text')).toBe('Is berth 4 free on Friday? (from Ann)');
  expect(consoleErrors).toEqual([]);
});
