import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS } from '@cms-mf/shell/idle';
import { startSiteProcess, type SiteProcess } from '@cms-mf/test-support';
import { FIELDS_FORM, FIELDS_PAGE } from './fixtures/forms/fields-a';
import { PROCESS_SETUP_TIMEOUT_MS } from './support/releases';
import { pageRoundTrip } from './support/round-trip';

/**
 * Modules load on their trigger, the first click is never lost, the
 * server markup works until then, and nothing is fetched ahead of use for a
 * visitor who asked to save data.
 */
const GALLERY = '/demo/gallery.html';
const shellErrors = (errors: string[]) => errors.filter((e) => e.startsWith('[cmsmf'));
const remoteRequests = (page: Page, remote: string) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/remotes/${remote}/`)) seen.push(request.url());
  });
  return seen;
};

/** Requests for the shell's remote loader: the first file any module's load asks for. */
const loaderRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/mf\/shell\/remote-loader\.[^/]*\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
};

/**
 * Moves the page's clock (installed before it loaded) past the idle callback's timeout and the
 * hidden-page timer: whatever the shell would start when the page is idle has started by then.
 */
const runPastIdle = (page: Page) => page.clock.runFor(Math.max(IDLE_TIMEOUT_MS, IDLE_FALLBACK_MS) + 1);

/** `navigator.connection.saveData` as a visitor with "Lite mode" or a data saver has it. */
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });`;

/** Holds matching responses until `release()` is called. */
function holdRoutes(page: Page, pattern: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('a click before the shell runtime has loaded opens the lightbox at the clicked image', async ({ page, consoleErrors }) => {
  const held = holdRoutes(page, '**/mf/shell/shell-runtime.*.js');
  await page.goto(GALLERY);
  await page.locator('.eacf7-gallery-item[data-title="Glacier"]').click();
  // Held, not followed: the page is still the gallery.
  expect(new URL(page.url()).pathname).toBe(GALLERY);
  held.release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Glacier');
  expect(shellErrors(consoleErrors)).toEqual([]);
});

test('on a page-builder page a link outside module markup works at once, before the shell runtime has loaded', async ({ page }) => {
  // #page-container wraps the whole page (the theme's `./page` mounts on it): holding clicks
  // inside it would hold every link on the page until the runtime arrives.
  const held = holdRoutes(page, '**/mf/shell/shell-runtime.*.js');
  await page.goto('/demo/theme.html');
  await page.locator('#page-container .demo-header a').click();
  await page.waitForURL((url) => url.pathname === '/');
  held.release();
});

test('a click while the gallery remote loads is replayed into the lightbox at the clicked image', async ({ page, consoleErrors }) => {
  await page.addInitScript(SAVE_DATA);
  const held = holdRoutes(page, '**/remotes/gallery/**/remoteEntry.js');
  await page.goto(GALLERY);
  await page.locator('.eacf7-gallery-item[data-title="City lights"]').click();
  expect(new URL(page.url()).pathname).toBe(GALLERY);
  held.release();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('City lights');
  await expect(page.locator('#gallery-a')).toHaveAttribute('data-cmsmf-mounted', 'gallery/lightbox');
  expect(shellErrors(consoleErrors)).toEqual([]);
});

test('the lightbox dialog, which the module loads after it mounts, is requested with the module: an early click waits for no further round trip', async ({ page, consoleErrors }) => {
  await page.addInitScript(SAVE_DATA);
  const requests = remoteRequests(page, 'gallery');
  const held = holdRoutes(page, '**/remotes/gallery/**/remoteEntry.js');
  await page.goto(GALLERY);
  await page.locator('.eacf7-gallery-item[data-title="Glacier"]').click();
  // The entry has not arrived, so nothing of the gallery has run: the dialog's chunk was asked for beside it.
  await expect.poll(() => requests.some((url) => /\/\d+\.lightbox-overlay\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  held.release();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Glacier');
  expect(shellErrors(consoleErrors)).toEqual([]);
});

test('when the lightbox dialog cannot download, a click opens the image as its plain link, with one error', async ({ page, consoleErrors }) => {
  await page.route('**/remotes/gallery/**/*lightbox-overlay.*.js', (route) => route.abort());
  await page.goto(GALLERY);
  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  await page.locator('.eacf7-gallery-item[data-title="Glacier"]').click();
  await page.waitForURL((url) => url.pathname === '/media/glacier.svg');
  expect(consoleErrors.filter((e) => e.includes('the lightbox did not load'))).toHaveLength(1);
});

test('with save-data nothing is prefetched on hover or when idle; a click still opens the lightbox', async ({ page }) => {
  await page.addInitScript(SAVE_DATA);
  // A browser that saves data says so to the server too, which then prints no module hints.
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const requests = remoteRequests(page, 'gallery');
  const loaders = loaderRequests(page);
  await page.clock.install();
  await page.goto(GALLERY);
  await page.locator('.eacf7-gallery-item').first().hover();
  await runPastIdle(page);
  // A load begun by the hover or the idle time would have asked for the remote loader first.
  await pageRoundTrip(page);
  expect(loaders).toEqual([]);
  expect(requests).toEqual([]);
  await expect(page.locator('#gallery-a')).not.toHaveAttribute('data-cmsmf-mounted', /.*/);
  await page.locator('.eacf7-gallery-item[data-title="Harbour at dawn"]').click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Harbour at dawn');
});

test('without save-data the gallery is fetched and mounted once the page is idle', async ({ page }) => {
  const requests = remoteRequests(page, 'gallery');
  await page.goto(GALLERY);
  await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
  expect(requests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('the remote loader failing once is reported once, and the next interaction loads it', async ({ page, consoleErrors }) => {
  await page.addInitScript(SAVE_DATA);
  let failed = 0;
  await page.route('**/mf/shell/remote-loader.*.js', (route) => (failed++ === 0 ? route.abort() : route.continue()));
  await page.goto(GALLERY);
  await page.locator('.eacf7-gallery-item').first().focus();
  await expect.poll(() => shellErrors(consoleErrors)).toHaveLength(1);
  expect(shellErrors(consoleErrors)[0]).toContain('the remote loader did not download');
  await expect(page.locator('#gallery-a')).not.toHaveAttribute('data-cmsmf-mounted', /.*/);
  await page.locator('.eacf7-gallery-item[data-title="Glacier"]').click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('Glacier');
  expect(shellErrors(consoleErrors)).toHaveLength(1);
});

test('text typed into a multistep form while its module loads stays, on the step the visitor is in', async ({ page, consoleErrors }) => {
  const held = holdRoutes(page, '**/remotes/forms/**/remoteEntry.js');
  await page.goto('/demo/forms/multistep.html');
  const name = page.locator('input[name="your-name"]');
  await name.fill('Ada Lovelace');
  await page.locator('input[name="your-email"]').fill('ada@example.com');
  held.release();
  await mounted(page.locator('.eacf7-multisetp-form'), 'forms/multistep');
  await expect(page.locator('.eacf7-welcome-screen')).toBeHidden();
  await expect(page.locator('.eacf7-multistep[data-step="1"]')).toBeVisible();
  await expect(page.locator('.eacf7-multistep[data-step="2"]')).toBeHidden();
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(page.locator('input[name="your-email"]')).toBeFocused();
  expect(shellErrors(consoleErrors)).toEqual([]);
});

test('text typed into a field while its field module loads stays in the field, with the focus', async ({ page, consoleErrors }) => {
  // Save-data: the phone module loads on the visitor's focus, not at idle, so the typing happens while it loads.
  await page.addInitScript(SAVE_DATA);
  const held = holdRoutes(page, '**/remotes/forms/**/remoteEntry.js');
  await page.goto(FIELDS_PAGE);
  const input = page.locator(`${FIELDS_FORM} .wpcf7-form-control-wrap[data-name="guest-phone"] input[type=tel]`);
  await input.click();
  await page.keyboard.type('+44 20 7946 0018');
  await expect(input).not.toHaveAttribute('data-cmsmf-mounted', /forms\/phone/);
  held.release();
  await mounted(input, 'forms/phone');
  await expect(input).toHaveValue('+44 20 7946 0018');
  await expect(input).toBeFocused();
  // The number is already as long as a UK number gets (strict mode caps it): the next keys edit its end.
  await page.keyboard.press('Backspace');
  await page.keyboard.type('9');
  await expect(input).toHaveValue('+44 20 7946 0019');
  expect(shellErrors(consoleErrors)).toEqual([]);
});

test.describe('a module below the fold', () => {
  let site: SiteProcess;
  test.beforeAll(async () => {
    test.setTimeout(PROCESS_SETUP_TIMEOUT_MS);
    site = await startSiteProcess({ PAGES_DIR: path.join(__dirname, 'fixtures/pages') });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('loads only when scrolled near, as its data-cmsmf-load="visible" says', async ({ page, consoleErrors }) => {
    const requests = remoteRequests(page, 'gallery');
    const loaders = loaderRequests(page);
    await page.clock.install();
    await page.goto(`${site.url}/below-fold.html`);
    await runPastIdle(page);
    await pageRoundTrip(page);
    expect(loaders).toEqual([]);
    expect(requests).toEqual([]);
    await page.locator('#below').scrollIntoViewIfNeeded();
    await mounted(page.locator('#below'), 'gallery/lightbox');
    expect(requests.length).toBeGreaterThan(0);
    expect(shellErrors(consoleErrors)).toEqual([]);
  });
});
