import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FORMS_DEMO_PAGES, TOP_DEMO_PAGES } from './support/demo-pages';

/**
 * The demo site explains itself. The index links every demo page
 * (the forms pages through the forms index it links), every link there
 * answers, and every demo page has a "what to try" note and a skip link that
 * is its first focusable element and moves the keyboard into the main content.
 */
const SKIP_LINK = 'a.cmsmf-skip-link';

const linksOn = async (page: Page, url: string): Promise<string[]> => {
  await page.goto(url);
  return page.locator('main a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
};

test('the demo index links every demo page, and the forms index every forms page', async ({ page }) => {
  const fromIndex = new Set(await linksOn(page, '/'));
  expect(TOP_DEMO_PAGES.filter((url) => !fromIndex.has(url))).toEqual([]);
  expect(fromIndex.has('/demo/forms/')).toBe(true);
  const fromForms = new Set(await linksOn(page, '/demo/forms/'));
  expect(FORMS_DEMO_PAGES.filter((url) => url !== '/demo/forms/' && !fromForms.has(url))).toEqual([]);
});

test('every link on the demo indexes answers 200', async ({ page }) => {
  const links = new Set([...(await linksOn(page, '/')), ...(await linksOn(page, '/demo/forms/'))]);
  const failed: string[] = [];
  for (const link of links) {
    const response = await page.request.get(link);
    if (response.status() !== 200) failed.push(`${link}: ${response.status()}`);
  }
  expect(failed).toEqual([]);
});

for (const url of [...TOP_DEMO_PAGES, ...FORMS_DEMO_PAGES]) {
  test(`${url} says what to try and has a working skip link first`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator('.demo-try')).toContainText('What to try:');

    // First in the page's focus order: the first element a keyboard can reach.
    const first = await page.evaluate(() => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])')];
      return focusable.find((el) => !el.closest('[hidden], [inert]'))?.className;
    });
    expect(first).toBe('cmsmf-skip-link');

    // Hidden until focused, then shown at the top of the window.
    const skip = page.locator(SKIP_LINK);
    await skip.focus();
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(40);

    // Enter goes to the main content: the address names it, and the next Tab lands inside it.
    const target = (await skip.getAttribute('href'))!;
    expect(await page.locator(`main${target}`).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const mainHasFocusable = await page.locator(`main${target}`).evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea')].some((el) => el.offsetParent !== null),
    );
    if (mainHasFocusable) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate((selector) => document.querySelector(selector)!.contains(document.activeElement), `main${target}`)).toBe(true);
    }
  });
}
