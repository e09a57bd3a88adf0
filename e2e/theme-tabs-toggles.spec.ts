import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * Tabs, accordion and toggle of the theme demo page in a real browser
 * (theme-frontend.md §2, §4; WAI-ARIA APG tabs and accordion), at phone,
 * tablet and desktop widths.
 */
const DEMO = '/demo/theme.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;

/** Waits until no transition runs: moves asked for during one are ignored (§4). */
const settled = (page: Page) => expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('tabs: click and keys select a tab, its pane shows, the hash keeps the index', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      const tabs = await mounted(page.locator('#tour-tabs'), 'theme/tabs');
      const tablist = tabs.getByRole('tablist');
      await expect(tablist).toHaveAttribute('aria-orientation', width < 768 ? 'vertical' : 'horizontal');
      await expect(tabs).toHaveClass(width < 768 ? /et_pb_tabs_vertically_stacked/ : /^(?!.*et_pb_tabs_vertically_stacked)/);
      await tabs.getByRole('tab', { name: 'Evenings' }).click();
      await expect(tabs.getByRole('tab', { name: 'Evenings' })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByRole('tabpanel')).toContainText('Sunset over the breakwater');
      expect(new URL(page.url()).hash).toBe('#tour-tabs|1');
      await settled(page);
      await page.keyboard.press(width < 768 ? 'ArrowDown' : 'ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Nights' })).toBeFocused();
      await expect(tabs.getByRole('tabpanel')).toContainText('lighthouse');
      await settled(page);
      await page.keyboard.press('Home');
      await expect(tabs.getByRole('tab', { name: 'Mornings' })).toHaveAttribute('aria-selected', 'true');
      await settled(page);
      await page.keyboard.press('End');
      await expect(tabs.getByRole('tab', { name: 'Nights' })).toHaveAttribute('aria-selected', 'true');
      expect(consoleErrors).toEqual([]);
    });

    test('tabs keep the tallest pane height, so switching does not move the page', async ({ page }) => {
      await page.goto(DEMO);
      const tabs = await mounted(page.locator('#tour-tabs'), 'theme/tabs');
      const before = (await tabs.boundingBox())!.height;
      await tabs.getByRole('tab', { name: 'Nights' }).click();
      await settled(page);
      expect((await tabs.boundingBox())!.height).toBe(before);
    });

    test('the whole title bar is the click target: a click at its right end, on the icon, opens and closes', async ({ page }) => {
      await page.goto(DEMO);
      const clickBarEnd = async (title: ReturnType<Page['locator']>) => {
        await title.scrollIntoViewIfNeeded();
        const box = (await title.boundingBox())!;
        // The icon the theme draws at the bar's right end, far from the title's text.
        await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
      };
      const accordion = page.locator('.et_pb_accordion');
      await accordion.scrollIntoViewIfNeeded();
      await mounted(accordion, 'theme/accordion');
      const second = accordion.getByRole('button', { name: 'Can I bring a dog?' });
      await clickBarEnd(page.locator('.et_pb_toggle_1 .et_pb_toggle_title'));
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await settled(page);
      await expect(accordion.getByText('Yes, on a lead.')).toBeVisible();

      const toggle = page.locator('.et_pb_toggle_3');
      await mounted(toggle, 'theme/toggle');
      const button = toggle.getByRole('button', { name: 'Is the harbour wheelchair accessible?' });
      await clickBarEnd(toggle.locator('.et_pb_toggle_title'));
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await settled(page);
      await expect(toggle.getByText('The quay and the ferry are')).toBeVisible();
      await clickBarEnd(toggle.locator('.et_pb_toggle_title'));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await settled(page);
      await expect(toggle.getByText('The quay and the ferry are')).toBeHidden();
    });

    test('accordion: opening one closes the other, the open one stays; toggle opens and closes', async ({ page }) => {
      await page.goto(DEMO);
      const accordion = page.locator('.et_pb_accordion');
      await accordion.scrollIntoViewIfNeeded();
      await mounted(accordion, 'theme/accordion');
      const first = accordion.getByRole('button', { name: 'When do tours start?' });
      const second = accordion.getByRole('button', { name: 'Can I bring a dog?' });
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await settled(page);
      await expect(accordion.getByText('Yes, on a lead.')).toBeVisible();
      await expect(accordion.getByText('Every morning at nine')).toBeHidden();
      // The open one is aria-disabled (APG: it cannot be collapsed); a click on it changes nothing.
      await expect(second).toHaveAttribute('aria-disabled', 'true');
      await second.dispatchEvent('click');
      await settled(page);
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await second.press('ArrowDown');
      await expect(accordion.getByRole('button', { name: 'What if it rains?' })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(first).toBeFocused();

      const toggle = page.locator('.et_pb_toggle_3');
      await toggle.scrollIntoViewIfNeeded();
      await mounted(toggle, 'theme/toggle');
      const button = toggle.getByRole('button', { name: 'Is the harbour wheelchair accessible?' });
      await button.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle.getByText('The quay and the ferry are')).toBeVisible();
      await settled(page);
      await button.click();
      await settled(page);
      await expect(toggle.getByText('The quay and the ferry are')).toBeHidden();
    });
  });
}

test('#tab-{slug} and #id|index open a tab on load', async ({ page }) => {
  await page.goto(`${DEMO}#tab-nights`);
  const tabs = await mounted(page.locator('#tour-tabs'), 'theme/tabs');
  await expect(tabs.getByRole('tab', { name: 'Nights' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(`${DEMO}#tour-tabs|1`);
  await mounted(page.locator('#tour-tabs'), 'theme/tabs');
  await expect(page.locator('#tour-tabs').getByRole('tab', { name: 'Evenings' })).toHaveAttribute('aria-selected', 'true');
});

test('with reduced motion tabs and toggles change at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(DEMO);
  const tabs = await mounted(page.locator('#tour-tabs'), 'theme/tabs');
  await tabs.getByRole('tab', { name: 'Evenings' }).click();
  await expect(tabs.getByRole('tabpanel')).toContainText('Sunset');
  const accordion = page.locator('.et_pb_accordion');
  await accordion.scrollIntoViewIfNeeded();
  await mounted(accordion, 'theme/accordion');
  await accordion.getByRole('button', { name: 'What if it rains?' }).click();
  await expect(accordion.getByText('storms move them')).toBeVisible();
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test('tabs in a one-third column stack vertically on a wide screen too, and arrows move up and down', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The same tabs, in a one-third column of a three-column row (the builder prints the column's size class).
  await page.route('**/demo/theme-all.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(<div id="tabs"[^>]*>\s*<div class="et_pb_row"><div class="et_pb_column)">/, '$1 et_pb_column_1_3">');
    await route.fulfill({ response, body });
  });
  await page.goto('/demo/theme-all.html');
  await expect(page.locator('.et_pb_column_1_3 #tour-tabs')).toHaveCount(1);
  const tabs = await mounted(page.locator('#tour-tabs'), 'theme/tabs');
  await expect(tabs).toHaveClass(/et_pb_tabs_vertically_stacked/);
  const tablist = tabs.getByRole('tablist');
  await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
  await tabs.getByRole('tab').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(tabs.getByRole('tab').nth(1)).toBeFocused();
  await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});
