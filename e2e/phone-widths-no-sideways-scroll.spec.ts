import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { workspaceRegistry } from '@cms-mf/release/workspace-remotes';
import { expect, test } from './fixtures';

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

/** The modules that mount without the visitor doing anything (media-query modules follow their query). */
const registry: Promise<RegistryEntry[]> = workspaceRegistry(path.resolve(__dirname, '..'));
const mountsUnasked = (entry: RegistryEntry): boolean => !entry.global && !entry.load.startsWith('media:');

/**
 * Brings every part of the page into view once, as a visitor scrolling through does, so the modules
 * that load on sight mount, and returns to the top.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
    await frame();
  });
}

/** The rendered elements a module of `entries` should have mounted on and has not, as `remote/module on <tag.class>`. */
async function unmounted(page: Page, entries: readonly RegistryEntry[]): Promise<string[]> {
  const wanted = entries.map((entry) => ({ selector: entry.selector, name: `${entry.remote}/${entry.expose.replace(/^\.\//, '')}` }));
  return page.evaluate((list) => {
    const missing: string[] = [];
    for (const { selector, name } of list) {
      for (const el of document.querySelectorAll(selector)) {
        if (el.getClientRects().length === 0) continue;
        const mountedNames = (el.getAttribute('data-cmsmf-mounted') ?? '').split(' ');
        if (!mountedNames.includes(name)) missing.push(`${name} on ${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      }
    }
    return missing;
  }, wanted);
}

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
