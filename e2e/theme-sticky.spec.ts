import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { flingToBottom, readCls, recordLayoutShifts } from './support/layout-shift';

/**
 * Sticky modules of the motion demo page in a real browser (theme-frontend.md
 * §4 "Sticky module", §5, §9): start, pause at the limit, resume, end; the
 * bottom bar; a bar on both sides (top_bottom); a breakpoint change while sticky; reduced motion.
 */
const DEMO = '/demo/theme-motion.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;
const HEIGHT = 800;
/** The modules, not their placeholder clones (which keep the order class, so the page styles them alike). */
const TOP = '.et_pb_text_sticky_top:not(.et_pb_sticky_placeholder)';
const BOTTOM = '.et_pb_text_sticky_bottom:not(.et_pb_sticky_placeholder)';
const PLACEHOLDER = '.et_pb_text_sticky_top.et_pb_sticky_placeholder';
/** The top bar's `topOffset` in the page's sticky settings. */
const TOP_OFFSET = 10;

/** Document top of an element (of its placeholder while it is fixed). */
const naturalTop = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const el = document.querySelector<HTMLElement>(selector.replace(':not(.et_pb_sticky_placeholder)', '.et_pb_sticky_placeholder')) ?? document.querySelector<HTMLElement>(selector)!;
    return el.getBoundingClientRect().top + window.scrollY;
  }, selector);

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function openDemo(page: Page): Promise<void> {
  await page.goto(DEMO);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { stickyEvents: string[] }).stickyEvents = seen;
    for (const type of ['ETBuilderStickyStart', 'ETBuilderStickyEnd']) window.addEventListener(type, (e) => seen.push(`${type}:${(e as CustomEvent<{ stickyId: string }>).detail.stickyId}`));
  });
  await mounted(page.locator('body'), 'theme/sticky');
}

/** The top bar's start and end events, in order. */
const events = (page: Page) => page.evaluate(() => (window as unknown as { stickyEvents: string[] }).stickyEvents.filter((e) => e.endsWith(':et_pb_text_sticky_top')));
const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    test('the top bar sticks, pauses at its section end, resumes and ends', async ({ page, consoleErrors }) => {
      await openDemo(page);
      const bar = page.locator(TOP);
      const start = await naturalTop(page, TOP);
      await expect(bar).toHaveClass(/et_pb_sticky_module/);
      await expect(bar).toHaveClass(/et_pb_sticky--top/);
      // The sticky module nested in it is dropped.
      await expect(page.locator('.et_pb_text_sticky_nested')).not.toHaveClass(/et_pb_sticky_module/);

      await scrollTo(page, start - TOP_OFFSET + 200);
      await expect(bar).toHaveClass(/(^| )et_pb_sticky( |$)/);
      await expect(bar).toHaveCSS('position', 'fixed');
      await expect(bar).toHaveCSS('z-index', '10000');
      expect(await top(page, TOP)).toBeCloseTo(TOP_OFFSET, 0);
      const placeholder = page.locator(PLACEHOLDER);
      await expect(placeholder).toHaveCount(1);
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      expect(await naturalTop(page, TOP)).toBeCloseTo(start, 0);

      // At the section's end it rests against the edge and scrolls away with it.
      const sectionBottom = await page.locator('.et_pb_section_4').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      const height = await bar.evaluate((el) => el.getBoundingClientRect().height);
      await scrollTo(page, sectionBottom - height - TOP_OFFSET + 20);
      const restsAtEdge = async () => Math.abs((await page.locator(TOP).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)) - sectionBottom) <= 1;
      await expect.poll(restsAtEdge).toBe(true);
      await scrollTo(page, sectionBottom - height - TOP_OFFSET + 60);
      expect(await restsAtEdge()).toBe(true);

      // Back up: it resumes at the top offset, then ends where it started.
      await scrollTo(page, start + 100);
      await expect.poll(() => top(page, TOP)).toBeCloseTo(TOP_OFFSET, 0);
      await scrollTo(page, start - 300);
      await expect(bar).not.toHaveClass(/(^| )et_pb_sticky( |$)/);
      await expect(placeholder).toHaveCount(0);
      expect(await bar.evaluate((el) => el.style.position)).toBe('');
      expect(await events(page)).toEqual(['ETBuilderStickyStart:et_pb_text_sticky_top', 'ETBuilderStickyEnd:et_pb_text_sticky_top']);
      expect(consoleErrors).toEqual([]);
    });

    test('a top_bottom bar: at the window bottom before its place, in the flow at it, at the top after it', async ({ page, consoleErrors }) => {
      await openDemo(page);
      const BOTH = '.et_pb_text_sticky_both:not(.et_pb_sticky_placeholder)';
      const bar = page.locator(BOTH);
      const place = await naturalTop(page, BOTH);
      const height = await bar.evaluate((el) => el.getBoundingClientRect().height);
      // Its section in view, its place 50 px below the window: the bottom side.
      await scrollTo(page, Math.round(place + height - HEIGHT - 50));
      await expect(bar).toHaveAttribute('data-cmsmf-stuck', 'bottom');
      await expect.poll(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))).toBe(HEIGHT);
      // Its place in view: in the flow.
      await scrollTo(page, Math.round(place - HEIGHT / 2));
      await expect(bar).not.toHaveClass(/(^| )et_pb_sticky( |$)/);
      await expect(bar).not.toHaveCSS('position', 'fixed');
      // Scrolled past its place: the top side.
      await scrollTo(page, Math.round(place + 100));
      await expect(bar).toHaveAttribute('data-cmsmf-stuck', 'top');
      await expect.poll(() => top(page, BOTH)).toBe(0);
      // And back: in the flow again, where it was.
      await scrollTo(page, Math.round(place - HEIGHT / 2));
      await expect(bar).not.toHaveCSS('position', 'fixed');
      expect(Math.abs((await naturalTop(page, BOTH)) - place)).toBeLessThanOrEqual(1);
      expect(consoleErrors).toEqual([]);
    });

    test('a fling to the bottom and back: no bar moves on screen but with the scroll (no layout shift), paused ones included', async ({ page, consoleErrors }) => {
      await recordLayoutShifts(page);
      await openDemo(page);
      await flingToBottom(page);
      // Back up a screen a frame: every bar resumes, then ends, on the way.
      await page.evaluate(() => new Promise<void>((resolve) => {
        const step = () => {
          if (scrollY === 0) return resolve();
          scrollBy(0, -Math.round(innerHeight * 0.8));
          requestAnimationFrame(step);
        };
        step();
      }));
      expect(await events(page)).toEqual(['ETBuilderStickyStart:et_pb_text_sticky_top', 'ETBuilderStickyEnd:et_pb_text_sticky_top']);
      expect(await readCls(page, { within: '.et_pb_sticky_module' })).toBe(0);
      expect(consoleErrors).toEqual([]);
    });

    test('the bottom bar sticks to the window bottom while its section is in view', async ({ page, consoleErrors }) => {
      await openDemo(page);
      const sectionTop = await page.locator('.et_pb_section_5').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await scrollTo(page, sectionTop - HEIGHT / 2);
      const bar = page.locator(BOTTOM);
      await expect(bar).toHaveCSS('position', 'fixed');
      await expect.poll(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))).toBe(HEIGHT);
      // At the page's end its own place is in view: back in the flow.
      await scrollTo(page, 100_000);
      await expect(bar).not.toHaveClass(/(^| )et_pb_sticky( |$)/);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('a breakpoint change while sticky', () => {
  test.use({ viewport: { width: 1280, height: HEIGHT } });

  test('ends the sticky state and starts again with the new width', async ({ page, consoleErrors }) => {
    await openDemo(page);
    const start = await naturalTop(page, TOP);
    await scrollTo(page, start + 200);
    const bar = page.locator(TOP);
    await expect(bar).toHaveCSS('position', 'fixed');
    await page.setViewportSize({ width: 800, height: HEIGHT });
    await expect.poll(() => events(page)).toEqual(expect.arrayContaining(['ETBuilderStickyEnd:et_pb_text_sticky_top']));
    // Scrolled past its (new) place, it sticks again, as wide as its place in the new layout.
    const again = await naturalTop(page, TOP);
    await scrollTo(page, again + 200);
    await expect(bar).toHaveCSS('position', 'fixed');
    const [barWidth, placeWidth] = await page.evaluate(([selector, placeholder]) => [
      document.querySelector(selector)!.getBoundingClientRect().width,
      document.querySelector(placeholder)!.getBoundingClientRect().width,
    ], [TOP, PLACEHOLDER] as const);
    expect(barWidth).toBeCloseTo(placeWidth, 0);
    expect((await events(page)).filter((e) => e.startsWith('ETBuilderStickyStart'))).toHaveLength(2);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the fixed header\'s transition', () => {
  test.use({ viewport: { width: 1280, height: HEIGHT } });

  test('ending while a module rests at its limit ends it; it is placed again from new measurements', async ({ page, consoleErrors }) => {
    await openDemo(page);
    const height = await page.locator(TOP).evaluate((el) => el.getBoundingClientRect().height);
    const sectionBottom = await page.locator('.et_pb_section_4').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    await scrollTo(page, sectionBottom - height - TOP_OFFSET + 40);
    await expect.poll(() => events(page)).toEqual(['ETBuilderStickyStart:et_pb_text_sticky_top']);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('ETDiviFixedHeaderTransitionEnd')));
    await expect.poll(() => events(page)).toEqual(['ETBuilderStickyStart:et_pb_text_sticky_top', 'ETBuilderStickyEnd:et_pb_text_sticky_top', 'ETBuilderStickyStart:et_pb_text_sticky_top']);
    // Paused again at the section's end.
    expect(Math.abs((await page.locator(TOP).evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)) - sectionBottom)).toBeLessThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('with reduced motion', () => {
  test.use({ viewport: { width: 390, height: HEIGHT }, reducedMotion: 'reduce' });

  test('sticky still works', async ({ page }) => {
    await openDemo(page);
    const start = await naturalTop(page, TOP);
    await scrollTo(page, start + 200);
    await expect(page.locator(TOP)).toHaveCSS('position', 'fixed');
    expect(await top(page, TOP)).toBeCloseTo(TOP_OFFSET, 0);
  });
});
