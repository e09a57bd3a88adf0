import { expect, mounted, test } from './fixtures';

/**
 * With `cmsmf.debug`, the shell says why each module whose markup is on the page
 * did or did not mount (docs/troubleshooting.md, "The debug setting"); without it, it says nothing.
 */
test('with cmsmf.debug the shell prints a line per decision: what waits for what, and what mounted in how long', async ({ page, consoleErrors }) => {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'debug' && message.text().startsWith('[cmsmf shell]')) lines.push(message.text());
  });
  await page.addInitScript(() => {
    (window as unknown as { cmsmf: unknown }).cmsmf = { debug: true };
  });
  await page.goto('/demo/gallery.html');
  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  await expect.poll(() => lines.find((line) => / mounted on div#gallery-a in \d+ ms$/.test(line))).toBeTruthy();
  expect(lines).toContainEqual(expect.stringMatching(/^\[cmsmf shell\] gallery\/lightbox on div#gallery-a waits for interaction( \(or the page idle\))?$/));
  expect(lines).toContainEqual(expect.stringMatching(/^\[cmsmf shell\] gallery\/lightbox@\S+ mounted on div#gallery-a in \d+ ms$/));
  expect(consoleErrors).toEqual([]);
});

test('without it, the shell prints no debug line', async ({ page }) => {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'debug') lines.push(message.text());
  });
  await page.goto('/demo/gallery.html');
  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  expect(lines).toEqual([]);
});
