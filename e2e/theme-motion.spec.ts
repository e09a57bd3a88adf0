import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';
import { frames } from './support/frames';

/**
 * Entrance animations, scroll effects, parallax and multi-view of the motion
 * demo page in a real browser (theme-frontend.md §4, §5, §9), at phone, tablet
 * and desktop widths, and with reduced motion. Sticky bars: theme-sticky.spec.ts.
 */
const DEMO = '/demo/theme-motion.html';
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;
const HEIGHT = 800;

/** Scrolls so that the element's middle sits `fromBottom` px above the viewport bottom, then waits two frames. */
async function placeMiddle(page: Page, selector: string, fromBottom: number): Promise<void> {
  await page.evaluate(({ selector, fromBottom }) => {
    const el = document.querySelector<HTMLElement>(selector)!;
    let top = 0;
    for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
    window.scrollTo(0, top + el.offsetHeight / 2 - window.innerHeight + fromBottom);
  }, { selector, fromBottom });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const inline = (page: Page, selector: string, property: 'opacity' | 'transform' | 'filter') =>
  page.locator(selector).evaluate((el, property) => (el as HTMLElement).style[property], property);
/** The numbers of an inline style, rounded to one decimal: scroll positions land on device pixels, so values are near, not exact. */
const numbers = async (page: Page, selector: string, property: 'opacity' | 'transform' | 'filter') =>
  (await inline(page, selector, property)).match(/-?\d+(\.\d+)?/g)?.map((n) => Math.round(Number(n) * 10) / 10 + 0) ?? [];

for (const [device, width] of Object.entries(WIDTHS)) {
  test.describe(`at ${device} width (${width} px)`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    test('entrance animations play on entering the window, with the device values', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      await mounted(page.locator('body'), 'theme/animations');
      const fade = page.locator('.et_pb_blurb_0');
      await expect(fade).toHaveAttribute('data-animation-style', 'fadeTop');
      // Below the window it waits at its starting opacity, not yet animated.
      await expect(fade).not.toHaveClass(/et_had_animation/);
      await expect(page.locator('.et_pb_blurb_1')).toHaveAttribute('data-animation-style', device === 'phone' ? 'slideBottom' : 'slideLeft');
      await expect(page.locator('.et_pb_blurb_2')).toHaveAttribute('data-animation-duration', device === 'desktop' ? '1000ms' : '600ms');
      await expect(page.locator('.et_pb_blurb_2')).toHaveAttribute('data-animation-speed-curve', 'ease-in-out');
      // Seven attributes were written; the entry without all eight keys applies nothing.
      await expect(page.locator('.et_pb_blurb_3')).not.toHaveAttribute('data-animation-style', /.*/);
      await fade.scrollIntoViewIfNeeded();
      await expect(fade).toHaveClass(/et_animated/);
      await expect(fade).toHaveClass(/et_had_animation/, { timeout: 5000 });
      await expect(fade).toHaveCSS('opacity', '1');
      const badge = page.locator('.et_pb_icon_0');
      await badge.scrollIntoViewIfNeeded();
      await expect(badge).toHaveClass(/infinite/);
      // Wait for the running animation itself; an infinite one never ends, so it never gets et_had_animation.
      await expect.poll(() => badge.evaluate((el) => el.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(1);
      await expect(badge).not.toHaveClass(/et_had_animation/);
      expect(await badge.evaluate((el) => el.getAnimations().length)).toBe(1);
      expect(consoleErrors).toEqual([]);
    });

    test('scroll effects follow the scroll and are removed far from the window', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      await mounted(page.locator('body'), 'theme/scroll-effects');
      // Motion elements are shown with the had-animation marker once their styles are in place.
      await expect(page.locator('.et_pb_text_fade')).toHaveClass(/et_had_animation/);
      await expect(page.locator('.et-pb-before-scroll-animation')).toHaveCount(0);
      // Middle at the viewport bottom: position 0, the start value (desktop 0 %, phone 20 %).
      await placeMiddle(page, '.et_pb_text_fade', 0);
      await expect.poll(() => numbers(page, '.et_pb_text_fade', 'opacity')).toEqual([device === 'phone' ? 0.2 : 0]);
      // Middle at the viewport middle: position 50, inside 40..60, the middle value.
      await placeMiddle(page, '.et_pb_text_fade', HEIGHT / 2);
      await expect.poll(() => numbers(page, '.et_pb_text_fade', 'opacity')).toEqual([1]);
      // Middle of the window for the moving card: no move, no turn.
      await placeMiddle(page, '.et_pb_text_move', HEIGHT / 2);
      await expect.poll(() => inline(page, '.et_pb_text_move', 'transform')).toMatch(/^translateY\(-?\d+px\) rotate\(-?[\d.]+deg\)$/);
      expect((await numbers(page, '.et_pb_text_move', 'transform')).map(Math.round)).toEqual([0, 0]);
      // A quarter of the way: half the start values (translate 0.5 × 100 px, rotate -10°).
      await placeMiddle(page, '.et_pb_text_move', HEIGHT / 4);
      await expect.poll(async () => (await numbers(page, '.et_pb_text_move', 'transform')).map(Math.round)).toEqual([50, -10]);
      await placeMiddle(page, '.et_pb_text_scale', HEIGHT / 4);
      await expect.poll(() => numbers(page, '.et_pb_text_scale', 'filter')).toEqual([2]);
      expect(await numbers(page, '.et_pb_text_scale', 'transform')).toEqual([0.8, 0.8]);
      // Grid motion drives each child.
      await placeMiddle(page, '.et_pb_gallery_motion', HEIGHT / 4);
      await expect.poll(() => page.locator('.et_pb_gallery_motion .et_pb_gallery_item').evaluateAll((items) => items.map((el) => Math.round(Number(/translateX\((-?\d+)px\)/.exec((el as HTMLElement).style.transform)?.[1]) / 5) * 5))).toEqual([-25, -25, -25]);
      // Far away (more than 500 px from the window) the styles go.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => inline(page, '.et_pb_text_scale', 'transform')).toBe('');
      expect(consoleErrors).toEqual([]);
    });

    test('the parallax background moves at 0.3 of the scroll', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      const section = page.locator('.et_pb_section_parallax');
      await section.scrollIntoViewIfNeeded();
      await mounted(section, 'theme/parallax');
      const offsetAt = async (fromBottom: number) => {
        await placeMiddle(page, '.et_pb_section_parallax', fromBottom);
        return page.locator('.et_parallax_bg').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
      };
      const low = await offsetAt(100);
      const high = await offsetAt(300);
      expect(high - low).toBeCloseTo(60, 0);
      // The layer covers its section at both places.
      expect(low).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });

    test('multi-view shows the device content, hover on pointer or tap, sanitised', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      const box = page.locator('.et_pb_text_multi');
      await box.scrollIntoViewIfNeeded();
      await mounted(box, 'theme/multi-view');
      const text = box.locator('.et_pb_text_inner');
      const expected = { phone: 'Phone:', tablet: 'Tablet:', desktop: 'Desktop:' }[device as keyof typeof WIDTHS];
      await expect(text).toContainText(expected);
      await expect(text).toHaveClass(device === 'phone' ? /multi-narrow/ : /multi-wide/);
      await expect(page.locator('.et_pb_text_desktop_only')).toBeVisible({ visible: device !== 'phone' });
      if (device === 'phone') {
        // The link of the phone content lost its script URL on the way in.
        await expect(text.locator('a')).toHaveText('Full timetable');
        await expect(text.locator('a')).not.toHaveAttribute('href', /.*/);
        await box.dispatchEvent('touchstart');
        await expect(text).toContainText('Hover:');
        await box.dispatchEvent('touchstart');
        await expect(text).toContainText(expected);
      } else {
        await box.hover();
        await expect(text).toContainText('Hover:');
        await page.mouse.move(1, 1);
        await expect(text).toContainText(expected);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('has no axe-core violations', async ({ page, consoleErrors }) => {
      await page.goto(DEMO);
      await mounted(page.locator('body'), 'theme/sticky');
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ viewport: { width: 1280, height: HEIGHT }, reducedMotion: 'reduce' });

  test('nothing moves: no entrance animation, scroll effect or parallax', async ({ page, consoleErrors }) => {
    await page.goto(DEMO);
    await mounted(page.locator('body'), 'theme/scroll-effects');
    await mounted(page.locator('body'), 'theme/animations');
    const fade = page.locator('.et_pb_blurb_0');
    await expect(fade).toHaveClass(/et_had_animation/);
    await fade.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await expect(fade).toHaveCSS('opacity', '1');
    await placeMiddle(page, '.et_pb_text_move', HEIGHT / 4);
    // Scroll effects learn from an IntersectionObserver that the card came near (after the frame the
    // scroll landed in) and style it in the frame after: two more frames, and an engine would have.
    await frames(page, 2);
    expect(await inline(page, '.et_pb_text_move', 'transform')).toBe('');
    await expect(page.locator('.et_pb_text_fade')).toHaveCSS('opacity', '1');
    const section = page.locator('.et_pb_section_parallax');
    await section.scrollIntoViewIfNeeded();
    await mounted(section, 'theme/parallax');
    await expect(page.locator('.et_parallax_bg')).toHaveCSS('transform', 'none');
    expect(consoleErrors).toEqual([]);
  });
});
