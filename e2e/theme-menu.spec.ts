import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * Theme menus and the search overlay in a real browser
 * (theme-frontend.md §2, §4 "Mobile menu", "Nav menu items", "Search overlay",
 * "Slide menu", "Fullscreen menu"): mouse, touch (the two-tap rule) and
 * keyboard-only use at phone, tablet and desktop widths; axe-core clean.
 */
const PAGE = '/demo/theme-headers.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;

async function menusReady(page: Page): Promise<void> {
  await page.goto(PAGE);
  await mounted(page.locator('#et-top-navigation'), 'theme/menus');
  await mounted(page.locator('#et_top_search'), 'theme/search-overlay');
}

const boats = (page: Page) => page.locator('#menu-item-12');

test.describe('desktop dropdowns (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hover opens a submenu at once and closes it 200 ms after leaving', async ({ page, consoleErrors }) => {
    await menusReady(page);
    const sub = boats(page).locator('> ul');
    await boats(page).locator('> a').hover();
    await expect(sub).toBeVisible();
    await expect(boats(page)).toHaveClass(/et-hover/);
    // Time from leaving the item to its closing, measured in the page.
    await boats(page).evaluate((li) => {
      let left = 0;
      li.addEventListener('mouseleave', () => (left = performance.now()), { once: true });
      new MutationObserver((_, observer) => {
        if (left && !li.classList.contains('et-show-dropdown')) {
          observer.disconnect();
          li.dataset['closedAfter'] = String(performance.now() - left);
        }
      }).observe(li, { attributes: true, attributeFilter: ['class'] });
    });
    await page.mouse.move(640, 700);
    await expect(boats(page)).toHaveAttribute('data-closed-after', /\d/);
    const ms = Number(await boats(page).getAttribute('data-closed-after'));
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(1000);
    await expect(sub).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('keyboard only: the disclosure button, arrows within the submenu, Escape returns focus', async ({ page }) => {
    await menusReady(page);
    const toggle = page.getByRole('button', { name: 'Boats submenu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('link', { name: 'Boats', exact: true }).first().focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Sailing boats' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Sailing boats' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Motor boats' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: 'Kayaks' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Sailing boats' })).toBeHidden();
    // Space toggles too, and tabbing out of the item closes it.
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Guides', exact: true }).first().focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mega menu with 3 columns gets the parent classes and spans the menu container', async ({ page }) => {
    await menusReady(page);
    const mega = page.locator('#top-menu > li.mega-menu');
    await expect(mega).toHaveClass(/mega-menu-parent mega-menu-parent-3/);
    await mega.locator('> a').hover();
    const drop = mega.locator('> ul');
    await expect(drop).toBeVisible();
    const container = (await page.locator('#main-header .et_menu_container').boundingBox())!;
    const box = (await drop.boundingBox())!;
    expect(Math.abs(box.x - container.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - container.width)).toBeLessThanOrEqual(1);
    // Its columns are shown inside it, not as dropdowns of their own.
    await expect(page.getByRole('link', { name: 'Seal rock' })).toBeVisible();
    await expect(mega.locator('li .cmsmf-submenu-toggle')).toHaveCount(0);
  });

  test('the menu module’s search replaces its menu: the field takes focus, the menu is out of reach, the close button brings it back', async ({ page, consoleErrors }) => {
    await page.clock.install();
    await page.goto(PAGE);
    const module = page.locator('#guide-menu');
    await module.scrollIntoViewIfNeeded();
    const opener = module.getByRole('button', { name: 'Search guides' });
    // The module loads on this first click, which is replayed.
    await opener.click();
    await mounted(module, 'theme/menu-module');
    const dialog = module.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toHaveClass(/et_pb_menu__search-container--visible/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox', { name: 'Search guides' })).toBeFocused();
    await expect(module.locator('.et_pb_menu__wrap')).toHaveAttribute('inert', '');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    // Past its lock, the close button closes it and gives focus back to the opener.
    await page.clock.runFor(1050);
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(module.locator('.et_pb_menu__search-container')).toHaveClass(/et_pb_menu__search-container--hidden/);
    await expect(module.locator('.et_pb_menu__search-container')).toBeHidden();
    await expect(module.getByRole('link', { name: 'Walks' })).toBeVisible();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });

  test('the search overlay is locked for 1000 ms as it opens: a close asked for meanwhile waits for the lock, then happens', async ({ page }) => {
    // The page's own clock, paused: the lock is judged in the page's time, not by how busy this machine is.
    await page.clock.install();
    await menusReady(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const opener = page.getByRole('button', { name: 'Search', exact: true });
    const overlay = page.locator('.et_search_form_container');
    await opener.click();
    await expect(overlay).toHaveClass(/et_pb_search_visible/);
    // Queued, not ignored: a visitor who asked to close is not left with an open dialog.
    await overlay.getByRole('button', { name: 'Close search' }).click();
    await page.clock.runFor(990);
    await expect(overlay).toHaveClass(/et_pb_search_visible/);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(20);
    await expect(overlay).not.toHaveClass(/et_pb_search_visible/);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    // A second toggle inside the closing lock (which began up to 20 ms ago) waits the same way.
    await opener.click();
    await page.clock.runFor(970);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(40);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
  });
});

test('touch: the first tap opens the submenu, the second follows the link', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: true });
  const page = await context.newPage();
  await menusReady(page);
  const link = boats(page).locator('> a');
  await link.tap();
  await expect(boats(page)).toHaveClass(/et-touch-hover/);
  await expect(page.getByRole('link', { name: 'Sailing boats' })).toBeVisible();
  expect(page.url()).not.toContain('#boats');
  await link.tap();
  await expect(page).toHaveURL(/#boats$/);
  // A tap elsewhere closes what was open.
  await page.locator('#tours').tap({ position: { x: 10, y: 10 } });
  await expect(boats(page)).not.toHaveClass(/et-show-dropdown/);
  await context.close();
});

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    if (width <= 980) {
      test('the mobile menu bar is a button that slides the menu open and closed; Escape returns focus', async ({ page, consoleErrors }) => {
        await menusReady(page);
        const bar = page.getByRole('button', { name: 'Select Page' });
        await expect(bar).toHaveAttribute('aria-expanded', 'false');
        await expect(bar).toHaveAttribute('aria-controls', 'mobile_menu');
        await bar.click();
        const menu = page.locator('#mobile_menu');
        // The theme's stylesheet hides the list; its script shows it inline, as the module does.
        await expect(menu).toBeVisible();
        await expect(menu).toHaveAttribute('style', /display: block/);
        await expect(bar).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.locator('> li')).toHaveCount(4);
        await expect(menu.locator('> li').first()).toHaveClass(/et_first_mobile_item/);
        await expect(menu.locator('[id]')).toHaveCount(0);
        await menu.getByRole('link', { name: 'Tours' }).focus();
        await page.keyboard.press('Escape');
        await expect(bar).toBeFocused();
        await expect(bar).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeHidden();
        await expect(menu).toHaveAttribute('style', /display: none/);
        // Keyboard: Enter opens it again.
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });

      test('opening one mobile menu closes the other, and opening the search closes the mobile menu', async ({ page }) => {
        await menusReady(page);
        const bar = page.getByRole('button', { name: 'Select Page' });
        await bar.click();
        await expect(page.locator('#mobile_menu')).toBeVisible();
        const guides = page.locator('#guide-menu');
        await guides.scrollIntoViewIfNeeded();
        await guides.getByRole('button', { name: 'Guides menu' }).click();
        await mounted(guides, 'theme/menu-module');
        await expect(guides.locator('.et_mobile_menu')).toBeVisible();
        await expect(bar).toHaveAttribute('aria-expanded', 'false');
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await bar.click();
        await expect(guides.getByRole('button', { name: 'Guides menu' })).toHaveAttribute('aria-expanded', 'false');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await expect(bar).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator('#mobile_menu')).toBeHidden();
      });
    }

    test('the search overlay is a labelled dialog: opens on the button, Escape closes it and returns focus', async ({ page }) => {
      await menusReady(page);
      const opener = page.getByRole('button', { name: 'Search', exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('searchbox')).toBeFocused();
      // The menu behind it is out of reach.
      await expect(page.locator('.et_menu_container')).toHaveAttribute('inert', '');
      await page.keyboard.press('Escape');
      // Locked for 1000 ms while it animates: it closes when the lock ends.
      await expect(dialog).toBeHidden({ timeout: 3000 });
      await expect(opener).toBeFocused();
      await expect(page.locator('.et_search_form_container')).toHaveAttribute('inert', '');
    });

    test('the search overlay closes on its close button, on an outside click and when focus leaves it', async ({ page }) => {
      // Each step waits out the 1000 ms lock in the page's own time.
      await page.clock.install();
      await menusReady(page);
      const opener = page.getByRole('button', { name: 'Search', exact: true });
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.clock.runFor(1050);
      await dialog.getByRole('button', { name: 'Close search' }).click();
      await expect(dialog).toBeHidden();
      await page.clock.runFor(1050);
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.clock.runFor(1050);
      await page.mouse.click(width / 2, 600);
      await expect(dialog).toBeHidden();
      await page.clock.runFor(1050);
      await opener.click();
      await page.clock.runFor(1050);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(dialog).toBeHidden();
    });

    test('no axe-core violations with menus closed, a submenu or the mobile menu open, and the search open', async ({ page }) => {
      await menusReady(page);
      await page.waitForLoadState('networkidle');
      const check = async () => {
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      };
      await check();
      if (width > 980) await page.getByRole('button', { name: 'Boats submenu', exact: true }).click();
      else await page.getByRole('button', { name: 'Select Page' }).click();
      await check();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      // Checked once its fade has finished.
      await page.locator('.et_search_form_container').evaluate((el) => Promise.allSettled(el.getAnimations().map((animation) => animation.finished)));
      await check();
    });
  });
}

test.describe('slide-in menu', () => {
  test('the toggle opens it, focus moves in, the page behind is inert, Escape closes it', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/theme-header-slide.html');
    await mounted(page.locator('#et-top-navigation'), 'theme/menus');
    const toggle = page.locator('#et-top-navigation .et_toggle_slide_menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const panel = page.locator('.et_slide_in_menu_container');
    await expect(panel).toHaveClass(/et_pb_slide_menu_opened/);
    await expect(page.locator('body')).toHaveClass(/et_pb_slide_menu_active/);
    await expect(panel.getByRole('link', { name: 'Tours' })).toBeInViewport();
    await expect(page.locator('#et-main-area')).toHaveAttribute('inert', '');
    await expect(panel.locator(':focus')).toHaveCount(1);
    // Its submenus unfold on their arrow buttons.
    const arrow = panel.getByRole('button', { name: 'Boats submenu' });
    await expect(panel.getByRole('link', { name: 'Kayaks' })).toBeHidden();
    await arrow.click();
    await expect(arrow).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Kayaks' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).not.toHaveClass(/et_pb_slide_menu_opened/);
    await expect(toggle).toBeFocused();
    await expect(page.locator('#et-main-area')).not.toHaveAttribute('inert', '');
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone, a swipe left from the right edge opens it and a swipe right closes it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/demo/theme-header-slide.html');
    await mounted(page.locator('#et-top-navigation'), 'theme/menus');
    const swipe = (fromX: number, toX: number) => page.evaluate(([a, b]) => {
      const at = (type: string, x: number) => document.documentElement.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', pointerId: 7, clientX: x, clientY: 400 }));
      at('pointerdown', a!);
      at('pointerup', b!);
    }, [fromX, toX]);
    const panel = page.locator('.et_slide_in_menu_container');
    await swipe(200, 100);
    await expect(panel).not.toHaveClass(/et_pb_slide_menu_opened/);
    await swipe(385, 250);
    await expect(panel).toHaveClass(/et_pb_slide_menu_opened/);
    await swipe(100, 300);
    await expect(panel).not.toHaveClass(/et_pb_slide_menu_opened/);
    await context.close();
  });
});

test('fullscreen menu: opens over the page, closes on its own button and when the page is hidden', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/demo/theme-header-fullscreen.html');
  await mounted(page.locator('#et-top-navigation'), 'theme/menus');
  const panel = page.locator('.et_slide_in_menu_container');
  await page.locator('#et-top-navigation .et_toggle_fullscreen_menu').click();
  await expect(panel).toHaveClass(/et_pb_fullscreen_menu_opened/);
  await expect(page.locator('body')).toHaveClass(/et_pb_fullscreen_menu_active/);
  await expect(panel.getByRole('link', { name: 'Contact' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close menu' }).click();
  await expect(panel).not.toHaveClass(/et_pb_fullscreen_menu_opened/);
  await page.locator('#et-top-navigation .et_toggle_fullscreen_menu').click();
  await expect(panel).toHaveClass(/et_pb_fullscreen_menu_opened/);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(panel).not.toHaveClass(/et_pb_fullscreen_menu_opened/);
});

test('every header demo page passes axe-core at phone and desktop widths', async ({ page }) => {
  for (const path of ['split', 'slide', 'fullscreen', 'vertical', 'transparent', 'hide']) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/demo/theme-header-${path}.html`);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${path}@${width} ${v.id}: ${v.help}`)).toEqual([]);
    }
  }
});
