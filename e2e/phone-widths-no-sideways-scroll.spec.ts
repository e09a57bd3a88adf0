import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mountsUnasked, registry, scrollThrough, unmounted } from './support/module-mounts';

/**
 * No demo page scrolls sideways on a phone: at each width, once the page has loaded and every
 * module on it that a visitor would see has mounted, the document is exactly as wide as the
 * viewport. Pages come from the site's own lists (its index and the forms index), so a new page
 * is checked without touching this file. One page load per page and width.
 */
const PAGES_DIR = path.resolve(__dirname, '../site/pages');
const linksIn = (file: string): string[] => [...readFileSync(path.join(PAGES_DIR, file), 'utf8').matchAll(/<a href="(\/demo\/[^"#?]*)"/g)].map((m) => m[1]!);
const DEMO_PAGES = [...new Set(['/', ...linksIn('index.html'), ...linksIn('demo/forms/index.html')])];

/** The phone widths visitors use most, the narrowest first. */
const WIDTHS = [320, 360, 390] as const;
const HEIGHT = 800;

/** What sticks out past the right edge: the outermost such elements, described for the failure message. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    return wide
      .filter((el) => !wide.includes(el.parentElement as Element))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} (right edge ${Math.round(el.getBoundingClientRect().right)})`);
  });
}

for (const url of DEMO_PAGES) {
  for (const width of WIDTHS) {
    test(`${url} is no wider than a ${width} px phone`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.goto(url, { waitUntil: 'load' });
      await scrollThrough(page);
      const entries = (await registry).filter(mountsUnasked);
      await expect.poll(() => unmounted(page, entries), { timeout: 15_000 }).toEqual([]);
      await page.waitForLoadState('networkidle');

      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      expect(widths.scroll, `wider than the viewport: ${(await overflowing(page)).join(', ')}`).toBe(widths.viewport);
    });
  }
}
