import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A site-wide popup trigger (`eacf7.settings.popupTriggers`) opens its form on a page
 * that carries no popup button: the shell loads `./popup` on the element the trigger names and
 * replays the click that woke it.
 */
const DEMO = '/demo/forms-popup-site-wide.html';
const TRIGGER = 'Book a harbour tour';

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

/** `navigator.connection.saveData`: nothing loads ahead of use, so the click is what loads the popup. */
const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });`;

test('a page with only a trigger opens the popup form on the first click, and the form is sent', async ({ page, consoleErrors }) => {
  await page.addInitScript(SAVE_DATA);
  const popupRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/forms\/.*popup/.test(request.url())) popupRequests.push(request.url());
  });
  await page.goto(DEMO);
  await expect(page.locator('.eacf7-popup-form-button')).toHaveCount(0);
  const link = page.getByRole('link', { name: TRIGGER });
  // Nothing of the popup is fetched until the visitor reaches for the trigger.
  await page.waitForLoadState('networkidle');
  expect(popupRequests).toEqual([]);
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Book a harbour tour' });
  await expect(dialog.getByLabel('Your name')).toBeVisible();
  // The click was the popup's, not the link's: the page stays, and the site's width applies.
  expect(new URL(page.url()).pathname).toBe(DEMO);
  expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBe(560);
  await expect(link).toHaveAttribute('data-cmsmf-mounted', /forms\/popup/);
  await dialog.getByLabel('Your name').fill('Grace');
  await dialog.getByLabel('Your email').fill('grace@example.test');
  await expect(dialog.locator('.wpcf7')).toHaveAttribute('data-cmsmf-mounted', /forms\/form/);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  expect(consoleErrors).toEqual([]);
});

test('the demo page passes axe-core, with the popup closed and open', async ({ page }) => {
  const violations = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));
  await page.goto(DEMO);
  await expect(page.getByRole('link', { name: TRIGGER })).toHaveAttribute('data-cmsmf-mounted', /forms\/popup/);
  expect(await violations()).toEqual([]);
  await page.getByRole('link', { name: TRIGGER }).click();
  await expect(page.getByRole('dialog', { name: 'Book a harbour tour' }).getByLabel('Your name')).toBeFocused();
  expect(await violations()).toEqual([]);
});

test('a click on a trigger before the shell runtime has loaded is held and opens the form', async ({ page, consoleErrors }) => {
  const held = holdRoutes(page, '**/mf/shell/shell-runtime.*.js');
  await page.goto(DEMO);
  await page.getByRole('link', { name: TRIGGER }).click();
  // Held, not followed.
  expect(new URL(page.url()).pathname).toBe(DEMO);
  held.release();
  await expect(page.getByRole('dialog', { name: 'Book a harbour tour' }).getByLabel('Your name')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(DEMO);
  expect(consoleErrors).toEqual([]);
});

test('a trigger that names an element other than a link or button still opens the form on the first click', async ({ page, consoleErrors }) => {
  await page.addInitScript(SAVE_DATA);
  // The demo page as a site might print it, the trigger on a card instead of a link (headers, nonce and CSP kept).
  await page.route(`**${DEMO}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<a href="[^"]*" class="harbour-popup-open">([^<]*)<\/a>/, '<span class="harbour-popup-open" id="card"><strong>$1</strong> from our tour card</span>');
    await route.fulfill({ response, body });
  });
  await page.goto(DEMO);
  await page.locator('#card strong').click();
  const dialog = page.getByRole('dialog', { name: 'Book a harbour tour' });
  await expect(dialog.getByLabel('Your name')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('triggers that name nothing on the page start nothing: a page of plain links downloads only the shell', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The site prints its popup triggers on every page; this one has no element they name.
  await page.route('**/demo/plain-with-globals.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>t</title><script>window.eacf7 = { settings: { popupTriggers: [{ selector: ".harbour-popup-open", contactForm: 130 }, { selector: "a[", contactForm: 1 }] } };</script></head><body><a href="/">home</a><script type="module" src="/mf/shell/shell.js"></script></body></html>',
    }),
  );
  await page.goto('/demo/plain-with-globals.html');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['/mf/shell/shell.js']);
});
