import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { frames, scrollAndWaitFrames } from './support/frames';

/**
 * Theme headers, smooth scroll, side dots and back-to-top in a real browser
 * (theme-frontend.md §2, §4 "Header", §9), at phone, tablet and
 * desktop widths, on the demo pages of each header variant.
 */
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;
const PAGE = '/demo/theme-headers.html';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the header is fixed on scrolling down only above 980 px, and returns on scrolling up', async ({ page, consoleErrors }) => {
      await page.goto(PAGE);
      const header = await mounted(page.locator('#main-header'), 'theme/header');
      await expect(header).toHaveAttribute('data-fixed-height-onload', /^\d+$/);
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
      if (width > 980) {
        await expect(header).toHaveClass(/et-fixed-header/);
        await expect(page.locator('#top-header')).toHaveClass(/et-fixed-header/);
        await expect(header).toBeInViewport();
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      }
      await expect(header).not.toHaveClass(/et-fixed-header/);
      expect(consoleErrors).toEqual([]);
    });

    test('an in-page link scrolls smoothly to its section below the fixed header, updates the address and moves focus', async ({ page }) => {
      await page.goto(PAGE);
      await mounted(page.locator('#page-container'), 'theme/page');
      await page.evaluate(() => {
        const w = window as unknown as { positions: number[] };
        w.positions = [];
        window.addEventListener('scroll', () => w.positions.push(window.scrollY), { passive: true });
      });
      await page.getByRole('link', { name: 'Jump to the contact section' }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator('#contact')).toBeFocused();
      // Not merely uncovered: the section stops at the header's bottom (at the top of the page at 980 px and
      // below, where the header scrolls away), or as near as the end of the page lets it. The scroll moves one
      // way, so it reaches this only if it stops here.
      const gap = () => page.evaluate(() => {
        const header = document.getElementById('main-header')!;
        const headerBottom = getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
        const top = document.getElementById('contact')!.getBoundingClientRect().top;
        const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
        const highestPossible = top + window.scrollY - maxScroll;
        return Math.abs(top - Math.max(headerBottom, highestPossible));
      });
      await expect.poll(gap, { timeout: 5000 }).toBeLessThanOrEqual(3);
      // Smooth: the page passed through several positions on its way, not one jump.
      const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
      expect(new Set(positions).size).toBeGreaterThan(3);
      await page.goBack();
      await expect(page).not.toHaveURL(/#contact$/);
    });

    test('the back-to-top button appears after 800 px and scrolls back to the top', async ({ page }) => {
      await page.goto(PAGE);
      const button = await mounted(page.locator('.et_pb_scroll_top'), 'theme/scroll-top');
      // The frames after the scroll are the ones the scroll loop shows or hides the button in.
      await scrollAndWaitFrames(page, 700, 2);
      await expect(button).not.toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      await expect(button).toHaveClass(/et-visible/);
      // And back under 800 px, it hides again.
      await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
      await expect(button).toHaveClass(/et-hidden/);
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      await expect(button).toHaveClass(/et-visible/);
      await expect(button).toHaveAttribute('role', 'button');
      await button.click();
      await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
      await expect(button).toHaveClass(/et-hidden/);
    });
  });
}

test('a reduced-motion visitor jumps straight to the anchor', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  await mounted(page.locator('#page-container'), 'theme/page');
  await page.getByRole('link', { name: 'Jump to the contact section' }).click();
  const after = await scrollY(page);
  expect(after).toBeGreaterThan(3000);
  // A smooth scroll moves the page in every frame; in these two frames it stays where it jumped.
  await frames(page, 2);
  expect(await scrollY(page)).toBe(after);
});

test('a link with the opt-out class keeps the browser’s own jump', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  await mounted(page.locator('#page-container'), 'theme/page');
  await page.getByRole('link', { name: 'Prices (no smooth scroll)' }).click();
  await expect(page).toHaveURL(/#prices$/);
  // The browser's jump puts the section at the very top (under the fixed header): no offset.
  // (`+ 0`: a section a fraction of a pixel above the top rounds to -0, which is still the top.)
  await expect.poll(async () => Math.round((await page.locator('#prices').boundingBox())!.y) + 0).toBe(0);
});

test('every scroll-driven behaviour shares one passive scroll listener', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { scrollListeners: string[] };
    w.scrollListeners = [];
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      if (type === 'scroll' && (this === window || this === document)) w.scrollListeners.push(typeof options === 'object' && options.passive ? 'passive' : 'active');
      return add.call(this, type, listener, options);
    };
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  await mounted(page.locator('#main-header'), 'theme/header');
  await mounted(page.locator('.et_pb_scroll_top'), 'theme/scroll-top');
  await mounted(page.locator('body'), 'theme/side-nav');
  expect(await page.evaluate(() => (window as unknown as { scrollListeners: string[] }).scrollListeners)).toEqual(['passive']);
});

test.describe('side dot navigation (above 980 px only)', () => {
  test('one dot per section, centred by 20 px a section plus 40, following the scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    await mounted(page.locator('body'), 'theme/side-nav');
    const dots = page.getByRole('navigation', { name: 'Page sections' }).getByRole('link');
    await expect(dots).toHaveCount(6);
    await expect(page.locator('ul.et_pb_side_nav')).toHaveCSS('margin-top', '-80px');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await dots.nth(3).click();
    await expect(page).toHaveURL(/#prices$/);
    await expect(dots.nth(3)).toHaveClass(/active/, { timeout: 5000 });
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
  });

  test('no dots at tablet width', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(PAGE);
    await mounted(page.locator('#main-header'), 'theme/header');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('ul.et_pb_side_nav')).toHaveCount(0);
  });
});

test('the body is tagged with the browser class', async ({ page }) => {
  await page.goto(PAGE);
  await mounted(page.locator('#et-boc'), 'theme/browser-classes');
  await expect(page.locator('body')).toHaveClass(/\bchrome\b/);
  await expect(page.locator('body')).not.toHaveClass(/et_mobile_device/);
});

test.describe('header variants', () => {
  test('split: the logo moves into the middle of the menu above 980 px, and back below', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/theme-header-split.html');
    await mounted(page.locator('#main-header'), 'theme/header');
    const wrap = page.locator('#top-menu > li.centered-inline-logo-wrap');
    await expect(wrap.locator('#logo')).toHaveCount(1);
    await expect(page.locator('#top-menu > li')).toHaveCount(5);
    await expect(page.locator('#top-menu > li').nth(2)).toHaveClass(/centered-inline-logo-wrap/);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(wrap).toHaveCount(0, { timeout: 3000 });
    await expect(page.locator('.logo_container #logo')).toHaveCount(1);
  });

  test('vertical: a column at the left above 980 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/theme-header-vertical.html');
    const header = await mounted(page.locator('#main-header'), 'theme/header');
    await expect(header).toHaveClass(/et_vertical_menu_set/);
    const box = (await header.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(225);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    // The scroll loop fixes a header in the frame after the scroll: past it, this one still is not.
    await frames(page, 2);
    await expect(header).not.toHaveClass(/et-fixed-header/);
  });

  test('transparent: the header lies over the first section, padded by its height plus 58 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/theme-header-transparent.html');
    const header = await mounted(page.locator('#main-header'), 'theme/header');
    const height = Number(await header.getAttribute('data-height-onload'));
    await expect(page.locator('.et_pb_section_first')).toHaveCSS('padding-top', `${height + 58}px`);
    await expect(page.locator('#page-container')).toHaveCSS('padding-top', '0px');
  });

  test('hide-on-scroll: hidden at the top above 980 px, shown once scrolled, shown when tabbed into', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/theme-header-hide.html');
    const header = await mounted(page.locator('#main-header'), 'theme/header');
    await expect(page.locator('body')).toHaveClass(/\bet_hide_nav\b/);
    await expect(header).not.toBeInViewport();
    // The first Tab reaches the page's skip link (site/src/pages/skip-link.ts), the second the header.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).toHaveClass(/et_hide_nav_disabled/);
    await expect(header).toBeInViewport();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expect(page.locator('body')).toHaveClass(/\bet_hide_nav\b/);
    await page.mouse.wheel(0, 800);
    await expect(header).toHaveClass(/et-fixed-header/);
    await expect(header).toBeInViewport();
  });

  test('hide-on-scroll is disabled when the page is too short to scroll the header away', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/theme-header-hide.html');
    await page.evaluate(() => document.querySelectorAll('.et_pb_section').forEach((s, i) => i > 0 && s.remove()));
    await mounted(page.locator('#main-header'), 'theme/header');
    await expect(page.locator('body')).toHaveClass(/et_hide_nav_disabled/);
    await expect(page.locator('#main-header')).toBeInViewport();
  });
});
