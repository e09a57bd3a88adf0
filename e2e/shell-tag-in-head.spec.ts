import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * The shell's tag may sit at the top of `<head>`, before every page global, as the WordPress plugin
 * prints it (docs/embedding.md): a module script runs once the page is parsed, so globals printed
 * after it, in `<head>` or at the end of `<body>`, are read all the same.
 */
const SHELL_TAG = /<script [^>]*\btype="module"[^>]*\bsrc="\/mf\/shell\/shell\.js"[^>]*><\/script>/;

/** Serves `url` with its shell tag moved to the start of `<head>`, ahead of every global. */
async function withShellFirst(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const tag = SHELL_TAG.exec(html)?.[0];
    if (!tag) throw new Error(`no shell tag on ${url}`);
    const moved = html.replace(tag, '').replace('<head>', `<head>\n  ${tag}`);
    await route.fulfill({ response, body: moved });
  });
}

test('page globals printed at the end of <body>, after the shell in <head>, start their modules', async ({ page, consoleErrors }) => {
  await withShellFirst(page, '**/demo/theme-motion.html');
  await page.goto('/demo/theme-motion.html');
  expect(await page.evaluate(() => document.head.querySelector('script[type=module]')?.getAttribute('src'))).toBe('/mf/shell/shell.js');
  // Each of these mounts only on a page that carries its global, printed here in the footer.
  await mounted(page.locator('body'), 'theme/animations');
  await mounted(page.locator('body'), 'theme/scroll-effects');
  await mounted(page.locator('body'), 'theme/sticky');
  expect(consoleErrors).toEqual([]);
});

test('a form sends with the nonce of globals printed after the shell', async ({ page, consoleErrors }) => {
  await withShellFirst(page, '**/demo/forms-redirect.html');
  await page.goto('/demo/forms-redirect.html');
  const form = page.locator('#wpcf7-f143-o1');
  await form.getByLabel('Your name').fill('Ann');
  await mounted(form, 'forms/form');
  await form.getByLabel('Your email').fill('ann@example.com');
  await form.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL('**/demo/plain.html?welcome=Ann');
  expect(consoleErrors).toEqual([]);
});
