import type { Page } from '@playwright/test';

/**
 * Waits for `count` animation frames of the page. A rule run in a frame (the theme's scroll loop reads
 * and writes in one) has run by the time a frame requested after it ends, whatever the machine's speed.
 */
export async function frames(page: Page, count: number): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Scrolls the window at once to `top` and waits for its `scroll` event and `count` frames after it.
 * The theme's scroll loop listens from its mount, before this listener, so its frame is requested
 * first and runs before the first of these; an IntersectionObserver behind it (scroll effects, A/B
 * goals) reports after the frame the scroll lands in and is served in the one after.
 */
export async function scrollAndWaitFrames(page: Page, top: number, count: number): Promise<void> {
  await page.evaluate(async ({ top, n }) => {
    const before = window.scrollY;
    const scrolled = new Promise((resolve) => addEventListener('scroll', resolve, { once: true, passive: true }));
    window.scrollTo({ top, behavior: 'instant' });
    // Already there (or at the end of the page): no scroll, so no event to wait for.
    if (window.scrollY !== before) await scrolled;
    for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, { top, n: count });
}
