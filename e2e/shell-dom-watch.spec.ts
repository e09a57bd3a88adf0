import path from 'node:path';
import { expect, mounted, test } from './fixtures';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { PROCESS_SETUP_TIMEOUT_MS } from './support/releases';

/** DESIGN.md §1: the shell keeps watching; markup added later is mounted, markup removed is unmounted. */
const GRID = `
  <div class="eacf7-gallery" id="late-gallery">
    <a class="eacf7-gallery-item" href="/media/forest.svg" data-src="/media/forest.svg" data-title="Forest path"><img src="/media/forest.svg" alt="Forest path" width="200" height="133"></a>
  </div>`;

let site: SiteProcess;
test.beforeAll(async () => {
  test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
  site = await startSiteProcess({ PAGES_DIR: path.join(__dirname, 'fixtures/pages') });
});
test.afterAll(async () => {
  await site?.stop();
});

test('a gallery added after load is mounted, and unmounted when removed', async ({ page, consoleErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}/late-markup.html`);
  await page.waitForLoadState('networkidle');
  // Nothing on the page yet: only the shell was downloaded.
  expect(scripts).toEqual(['/mf/shell/shell.js']);

  // The page requires Trusted Types (the site's strict CSP): the test inserts its markup through a policy of its own.
  await page.locator('#slot').evaluate((slot, html) => {
    const policy = (window as unknown as { trustedTypes?: { createPolicy(n: string, r: { createHTML(s: string): string }): { createHTML(s: string): string } } }).trustedTypes?.createPolicy('e2e-markup', { createHTML: (s) => s });
    slot.innerHTML = policy ? policy.createHTML(html) : html;
  }, GRID);
  await mounted(page.locator('#late-gallery'), 'gallery/lightbox');
  await page.locator('#late-gallery .eacf7-gallery-item').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('#slot').evaluate((slot) => slot.replaceChildren());
  // The overlay the module created leaves with the last grid.
  await expect(page.locator('#eacf7-lightbox')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
