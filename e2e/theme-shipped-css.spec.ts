import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { mountsUnasked, registry, scrollThrough, unmounted } from './support/module-mounts';

/**
 * The theme demo pages with only what the real theme ships:
 * every stylesheet but /media/theme-shipped.css is answered empty, so no rule
 * of the page's own decoration can show, hide or move what a module controls.
 * Each module must still do so, at 390 and 1280 px.
 */
const WIDTHS = [390, 1280] as const;

async function openBare(page: Page, path: string): Promise<void> {
  await page.route(/\/media\/[^/?]+\.css(\?|$)/, (route) =>
    new URL(route.request().url()).pathname === '/media/theme-shipped.css' ? route.continue() : route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  await page.goto(path);
  // Room to scroll, which the decoration's tall sections would give.
  await page.evaluate(() => (document.body.style.paddingBottom = '4000px'));
}

const jump = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

for (const width of WIDTHS) {
  test.describe(`without the decoration at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('header page: the fixed header, dropdowns, search, mobile menu, side dots and back-to-top', async ({ page, consoleErrors }) => {
      await openBare(page, '/demo/theme-headers.html');
      const header = await mounted(page.locator('#main-header'), 'theme/header');
      await mounted(page.locator('#et-top-navigation'), 'theme/menus');
      await mounted(page.locator('#et_top_search'), 'theme/search-overlay');
      if (width > 980) {
        await expect(page.locator('#top-menu')).toBeVisible();
        await expect(page.locator('#et_mobile_nav_menu')).toBeHidden();
        const sub = page.locator('#menu-item-12 > ul');
        await expect(sub).toBeHidden();
        await page.locator('#menu-item-12 > a').hover();
        await expect(sub).toBeVisible();
        await page.mouse.move(5, 700);
        await expect(sub).toBeHidden();
        const overlay = page.locator('.et_search_form_container');
        await expect(overlay).toBeHidden();
        await page.locator('#et_search_icon').click();
        await expect(overlay).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(overlay).toBeHidden();
        await expect(page.locator('ul.et_pb_side_nav')).toBeVisible();
        await jump(page, 1500);
        await expect(header).toHaveClass(/et-fixed-header/);
        await expect(header).toHaveCSS('position', 'fixed');
        await expect(header).toBeInViewport();
      } else {
        await expect(page.locator('#top-menu')).toBeHidden();
        const menu = page.locator('#mobile_menu');
        await expect(menu).toBeHidden();
        await page.getByRole('button', { name: 'Select Page' }).click();
        await expect(menu).toBeVisible();
        await page.getByRole('button', { name: 'Select Page' }).click();
        await expect(menu).toBeHidden();
        await jump(page, 1500);
        await expect(header).not.toBeInViewport();
      }
      const top = await mounted(page.locator('.et_pb_scroll_top'), 'theme/scroll-top');
      await expect(top).toBeVisible();
      await jump(page, 0);
      await expect(top).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });

    for (const [path, opened] of [['/demo/theme-header-slide.html', 'et_pb_slide_menu_opened'], ['/demo/theme-header-fullscreen.html', 'et_pb_fullscreen_menu_opened']] as const) {
      test(`${path}: the menu panel shows on its toggle and hides on Escape`, async ({ page, consoleErrors }) => {
        await openBare(page, path);
        await mounted(page.locator('#et-top-navigation'), 'theme/menus');
        const panel = page.locator('.et_slide_in_menu_container');
        const link = panel.getByRole('link', { name: 'Tours' });
        await expect(link).toBeHidden();
        await page.locator('#et-top-navigation .et_pb_header_toggle').click();
        await expect(panel).toHaveClass(new RegExp(opened));
        await expect(link).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(link).toBeHidden();
        expect(consoleErrors).toEqual([]);
      });
    }

    test('hide-on-scroll and vertical headers move as they should', async ({ page }) => {
      await openBare(page, '/demo/theme-header-hide.html');
      const header = await mounted(page.locator('#main-header'), 'theme/header');
      if (width > 980) {
        await expect(header).not.toBeInViewport();
        await jump(page, 1500);
        await expect(header).toBeInViewport();
      } else {
        await expect(header).toBeInViewport();
      }
      await page.goto('about:blank');
      await openBare(page, '/demo/theme-header-vertical.html');
      const vertical = await mounted(page.locator('#main-header'), 'theme/header');
      const box = (await vertical.boundingBox())!;
      if (width > 980) expect(box.width).toBe(225);
      else expect(box.width).toBeGreaterThan(300);
    });

    test('module page: slider, tabs, accordion and toggle show one thing at a time', async ({ page, consoleErrors }) => {
      await openBare(page, '/demo/theme.html');
      const slider = await mounted(page.locator('#harbour-slider'), 'theme/slider');
      const slides = slider.locator('.et_pb_slide');
      await expect(slides.nth(0)).toBeVisible();
      await expect(slides.nth(1)).toBeHidden();
      await slider.getByRole('button', { name: 'Next slide' }).click();
      await expect(slides.nth(1)).toBeVisible();
      await expect(slides.nth(0)).toBeHidden();

      const tabs = await mounted(page.locator('#tour-tabs'), 'theme/tabs');
      await expect(tabs.getByText('Sunset over the breakwater')).toBeHidden();
      await tabs.getByRole('tab', { name: 'Evenings' }).click();
      await expect(tabs.getByText('Sunset over the breakwater')).toBeVisible();

      const accordion = await mounted(page.locator('.et_pb_accordion'), 'theme/accordion');
      await expect(accordion.getByText('Yes, on a lead.')).toBeHidden();
      await accordion.locator('.et_pb_toggle_1 .et_pb_toggle_title').click({ position: { x: 5, y: 5 } });
      await expect(accordion.getByText('Yes, on a lead.')).toBeVisible();
      await expect(accordion.getByText('Every morning at nine')).toBeHidden();

      const toggle = await mounted(page.locator('.et_pb_toggle_3'), 'theme/toggle');
      await expect(toggle.getByText('The quay and the ferry are')).toBeHidden();
      await toggle.getByRole('button').click();
      await expect(toggle.getByText('The quay and the ferry are')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('theme page with sticky bars: a bar sticks when scrolled past and returns', async ({ page, consoleErrors }) => {
      await openBare(page, '/demo/theme-all.html');
      await mounted(page.locator('#main-header'), 'theme/header');
      const bar = page.locator('.et_pb_text_all_bar:not(.et_pb_sticky_placeholder)');
      await expect(bar).toHaveClass(/et_pb_sticky_module/);
      const top = await bar.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await jump(page, Math.round(top) + 100);
      // Stuck: fixed in the viewport, or already paused at its short section's end, resting in the page.
      await expect(bar).toHaveClass(/(^| )et_pb_sticky( |$)/);
      await expect(bar).toBeInViewport();
      await jump(page, 0);
      await expect(bar).not.toHaveClass(/(^| )et_pb_sticky( |$)/);
      await expect(bar).toHaveCSS('position', 'static');
      expect(consoleErrors).toEqual([]);
    });

    for (const path of ['/demo/theme-media.html', '/demo/theme-motion.html', '/demo/theme-builder.html', '/demo/theme-split-test.html', '/demo/theme-header-split.html', '/demo/theme-header-transparent.html']) {
      test(`${path} loads and runs without its decoration`, async ({ page, consoleErrors }) => {
        await openBare(page, path);
        await expect(page.locator('[data-cmsmf-mounted]').first()).toBeAttached();
        await expect(page.locator('h1').first()).toBeVisible();
        // Nothing waits hidden for an animation that never comes.
        await expect.poll(() => page.locator('.et-pb-before-scroll-animation').count(), { timeout: 5000 }).toBe(0);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

/**
 * Every theme demo page, bare: once each module a visitor would see has mounted, the parts the theme's
 * script shows one at a time show one at a time (a slider's slides, a tabs module's panes) and a closed
 * toggle's answer is hidden, with no rule of the decoration to help.
 */
const THEME_PAGES = readdirSync(path.resolve(__dirname, '../site/pages/demo')).filter((file) => /^theme.*\.html$/.test(file)).map((file) => `/demo/${file}`);

for (const width of WIDTHS) {
  for (const url of THEME_PAGES) {
    test(`${url} without the decoration at ${width} px: its modules mount and show one slide, one pane, no closed answer`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openBare(page, url);
      await scrollThrough(page);
      const entries = (await registry).filter(mountsUnasked);
      await expect.poll(() => unmounted(page, entries), { timeout: 15_000 }).toEqual([]);
      const shown = await page.evaluate(() => {
        const visible = (el: Element) => getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0;
        const count = (root: Element, selector: string) => [...root.querySelectorAll(selector)].filter(visible).length;
        return {
          sliders: [...document.querySelectorAll('.et_pb_slider[data-cmsmf-mounted]')].filter(visible).map((el) => count(el, ':scope .et_pb_slides > .et_pb_slide')),
          tabs: [...document.querySelectorAll('.et_pb_tabs[data-cmsmf-mounted]')].filter(visible).map((el) => count(el, '.et_pb_all_tabs > .et_pb_tab')),
          closedAnswers: [...document.querySelectorAll('.et_pb_toggle_close[data-cmsmf-mounted] .et_pb_toggle_content, [data-cmsmf-mounted] .et_pb_toggle_close .et_pb_toggle_content')].filter(visible).length,
        };
      });
      expect(shown.sliders.every((n) => n === 1), `slides shown per slider: ${shown.sliders.join(', ')}`).toBe(true);
      expect(shown.tabs.every((n) => n === 1), `panes shown per tabs module: ${shown.tabs.join(', ')}`).toBe(true);
      expect(shown.closedAnswers).toBe(0);
    });
  }
}
