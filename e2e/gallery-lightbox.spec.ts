import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

/**
 * The gallery lightbox in a real browser (forms-addon.md §2–§4, §9): what
 * jsdom cannot show (native modal <dialog>, top layer, real focus and Tab,
 * CSS media queries, network). One lightbox for every gallery: each test runs
 * on both markups it reads, our `.eacf7-gallery` grids (/demo/gallery.html)
 * and the page builder's gallery module (/demo/theme-gallery.html). Each page
 * holds two grids: the first with four valid items, the 2nd without title and
 * caption, plus one item the lightbox skips; the second with three items.
 * Expectations are read from the markup, so the pictures and texts can change.
 */

interface Markup {
  readonly name: string;
  readonly url: string;
  /** The two grids' ids. */
  readonly grids: readonly [string, string];
  /** Every item of a grid, valid or not. */
  readonly item: string;
  /** The items the lightbox lists (the demos have no unsafe ones). */
  readonly valid: string;
  /** The item the lightbox skips. */
  readonly skipped: string;
  /** Whether the skipped item is a link the browser then follows, as without JavaScript. */
  readonly skippedIsLink: boolean;
  readonly kind: 'addon' | 'builder';
}

const MARKUPS: readonly Markup[] = [
  {
    name: '.eacf7-gallery',
    url: '/demo/gallery.html',
    grids: ['gallery-a', 'gallery-b'],
    item: '.eacf7-gallery-item',
    valid: '.eacf7-gallery-item[data-src]:not([data-src=""])',
    skipped: '.eacf7-gallery-item:not([data-src])',
    skippedIsLink: true,
    kind: 'addon',
  },
  {
    name: 'page builder .et_pb_gallery',
    url: '/demo/theme-gallery.html',
    grids: ['builder-gallery-a', 'builder-gallery-b'],
    item: '.et_pb_gallery_item',
    valid: '.et_pb_gallery_image a[href]',
    skipped: '.et_pb_gallery_item:not(:has(.et_pb_gallery_image a))',
    skippedIsLink: false,
    kind: 'builder',
  },
];

interface DemoItem {
  readonly title: string | null;
  readonly caption: string | null;
  /** The thumbnail's alt: the image's name when there is no title. */
  readonly alt: string | null;
  /** Absolute URL, as the lightbox shows it. */
  readonly src: string;
}

async function openDemo(page: Page, markup: Markup): Promise<void> {
  await page.goto(markup.url);
  for (const grid of markup.grids) await mounted(page.locator(`#${grid}`), 'gallery/lightbox');
}

const validItems = (page: Page, markup: Markup, grid: string): Locator => page.locator(`#${grid} ${markup.valid}`);

/** What each markup says about its items: data attributes on ours, the item's title and caption and the link on the builder's. */
const readItems = (page: Page, markup: Markup, grid: string): Promise<DemoItem[]> =>
  validItems(page, markup, grid).evaluateAll(
    (els, kind) =>
      els.map((el) => {
        const text = (selector: string) => el.closest('.et_pb_gallery_item')?.querySelector(selector)?.textContent?.trim() || null;
        return kind === 'builder'
          ? { title: text('.et_pb_gallery_title'), caption: text('.et_pb_gallery_caption'), alt: el.querySelector('img')?.getAttribute('alt') ?? null, src: new URL(el.getAttribute('href') ?? '', document.baseURI).href }
          : {
              title: el.getAttribute('data-title'),
              caption: el.getAttribute('data-caption'),
              alt: el.querySelector('img')?.getAttribute('alt') ?? null,
              src: new URL(el.getAttribute('data-src') ?? '', document.baseURI).href,
            };
      }),
    markup.kind,
  );

function lightbox(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    heading: dialog.getByRole('heading'),
    caption: dialog.locator('.eacf7-lightbox__caption'),
    image: dialog.getByRole('img'),
    close: dialog.getByRole('button', { name: 'Close' }),
    prev: dialog.getByRole('button', { name: 'Previous image' }),
    next: dialog.getByRole('button', { name: 'Next image' }),
  };
}

/** Checks that the lightbox shows `items[index]` with the spec's defaults. */
async function expectShowing(page: Page, items: readonly DemoItem[], index: number): Promise<void> {
  const item = items[index]!;
  const box = lightbox(page);
  const title = item.title || 'Image';
  await expect(box.dialog).toBeVisible();
  await expect(box.heading).toHaveText(title);
  await expect(box.caption).toHaveText(item.caption || `${index + 1} / ${items.length}`);
  await expect(box.image).toHaveAttribute('src', item.src);
  // The visible heading keeps the spec's default; the image's name falls back to the thumbnail's alt.
  await expect(box.image).toHaveAttribute('alt', item.title || item.alt?.trim() || 'Image');
}

/** Lets the open fade finish, so that checks see the settled dialog (a cancelled animation is settled too). */
const settle = (dialog: Locator): Promise<unknown> =>
  dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));

const focusIsInDialog = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.activeElement?.closest('dialog') != null);

for (const markup of MARKUPS) {
  test.describe(markup.name, () => {
    const [A, B] = markup.grids;

    test.beforeEach(async ({ page }) => {
      await openDemo(page, markup);
    });

    test('opens at the clicked position within the clicked item’s own grid', async ({ page }) => {
      const a = await readItems(page, markup, A);
      const b = await readItems(page, markup, B);
      expect(a).toHaveLength(4);
      expect(b).toHaveLength(3);
      // Both grids share the one overlay.
      await expect(page.locator('#eacf7-lightbox')).toHaveCount(1);

      await validItems(page, markup, A).nth(2).click();
      await expectShowing(page, a, 2);
      await page.keyboard.press('Escape');

      await validItems(page, markup, B).nth(1).click();
      await expectShowing(page, b, 1);
      await page.keyboard.press('ArrowRight');
      await expectShowing(page, b, 2); // the end of gallery-b, not on into gallery-a
      await expect(lightbox(page).next).toBeHidden();
    });

    test('skips the item without a full image: it takes no position and opens nothing', async ({ page }) => {
      const a = await readItems(page, markup, A);
      const skipped = page.locator(`#${A} ${markup.skipped}`);
      await expect(skipped).toHaveCount(1);
      await expect(page.locator(`#${A} ${markup.item}`)).toHaveCount(5);

      // Paging over the gap: every valid item is reached, in order.
      await validItems(page, markup, A).first().click();
      for (let i = 1; i < a.length; i += 1) {
        await page.keyboard.press('ArrowRight');
        await expectShowing(page, a, i);
      }
      await page.keyboard.press('Escape');

      if (markup.skippedIsLink) {
        // Its link is left alone: the browser follows it, as without JavaScript.
        const href = await skipped.getAttribute('href');
        await skipped.click();
        await expect(page).toHaveURL(new URL(href ?? '', page.url()).href);
      } else {
        await skipped.locator('img').click();
        await expect(lightbox(page).dialog).toBeHidden();
      }
    });

    test('defaults the title to "Image" and the caption to "i / total"', async ({ page }) => {
      const a = await readItems(page, markup, A);
      expect(a[1]).toMatchObject({ title: null, caption: null });
      await validItems(page, markup, A).nth(1).click();
      const box = lightbox(page);
      await expect(box.heading).toHaveText('Image');
      await expect(box.caption).toHaveText(`2 / ${a.length}`);
      // The heading keeps the default; the image is named by its thumbnail's alt.
      expect(a[1]!.alt).toBeTruthy();
      await expect(box.image).toHaveAttribute('alt', a[1]!.alt!);
    });

    test('previous and next are hidden and ignored at the ends', async ({ page }) => {
      const a = await readItems(page, markup, A);
      const box = lightbox(page);
      await validItems(page, markup, A).first().click();
      await expect(box.prev).toBeHidden();
      await expect(box.next).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expectShowing(page, a, 0);

      for (let i = 1; i < a.length; i += 1) await box.next.click();
      await expectShowing(page, a, a.length - 1);
      await expect(box.next).toBeHidden();
      await expect(box.prev).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expectShowing(page, a, a.length - 1);

      await box.prev.click();
      await expectShowing(page, a, a.length - 2);
      await expect(box.next).toBeVisible();
    });

    test('the arrow keys page while active', async ({ page }) => {
      const a = await readItems(page, markup, A);
      await validItems(page, markup, A).nth(2).click();
      await page.keyboard.press('ArrowRight');
      await expectShowing(page, a, 3);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expectShowing(page, a, 1);
      // A click on the image takes focus off the controls; the keys still work.
      await lightbox(page).image.click();
      await page.keyboard.press('ArrowRight');
      await expectShowing(page, a, 2);
    });

    test('Escape closes', async ({ page }) => {
      await validItems(page, markup, B).first().click();
      await expect(lightbox(page).dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(lightbox(page).dialog).toBeHidden();
    });

    test('the close control closes', async ({ page }) => {
      await validItems(page, markup, B).first().click();
      await lightbox(page).close.click();
      await expect(lightbox(page).dialog).toBeHidden();
    });

    test('a click on the backdrop closes; a click on the image, title or caption does not', async ({ page }) => {
      const box = lightbox(page);
      await validItems(page, markup, A).first().click();
      await settle(box.dialog);
      await box.image.click();
      await box.heading.click();
      await box.caption.click();
      await expect(box.dialog).toBeVisible();
      await box.dialog.click({ position: { x: 8, y: 8 } });
      await expect(box.dialog).toBeHidden();
    });

    test('+ and - zoom the image and 0 resets it, from the keyboard alone', async ({ page }) => {
      const box = lightbox(page);
      const scale = () => box.dialog.locator('.eacf7-lightbox__frame').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform).a);
      await validItems(page, markup, A).first().click();
      await settle(box.dialog);
      await page.keyboard.press('+');
      await expect.poll(scale).toBeCloseTo(1.5, 2);
      await page.keyboard.press('+');
      await expect.poll(scale).toBeCloseTo(2.25, 2);
      await page.keyboard.press('-');
      await expect.poll(scale).toBeCloseTo(1.5, 2);
      await page.keyboard.press('0');
      await expect.poll(scale).toBe(1);
      await expect(box.dialog).toBeVisible();
    });

    test('the body has lightbox-open (the spec\'s) and eacf7-lightbox-open while active only', async ({ page }) => {
      const body = page.locator('body');
      for (const name of ['lightbox-open', 'eacf7-lightbox-open']) await expect(body).not.toHaveClass(new RegExp(`(^|\\s)${name}(\\s|$)`));
      await validItems(page, markup, A).first().click();
      for (const name of ['lightbox-open', 'eacf7-lightbox-open']) await expect(body).toHaveClass(new RegExp(`(^|\\s)${name}(\\s|$)`));
      await page.keyboard.press('Escape');
      for (const name of ['lightbox-open', 'eacf7-lightbox-open']) await expect(body).not.toHaveClass(new RegExp(`(^|\\s)${name}(\\s|$)`));
    });

    test('is a labelled modal dialog with named controls and a polite caption', async ({ page }) => {
      const a = await readItems(page, markup, A);
      await validItems(page, markup, A).nth(2).click();
      const dialog = page.getByRole('dialog', { name: a[2]!.title! });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveAttribute('data-build');
      expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
      await expect(lightbox(page).caption).toHaveAttribute('aria-live', 'polite');
    });

    test('focus moves in, stays inside on Tab, and returns to the item on close', async ({ page }) => {
      const box = lightbox(page);
      const item = validItems(page, markup, A).nth(1);
      await item.click();
      await expect(box.close).toBeFocused();

      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusIsInDialog(page), `focus after ${key}`).toBe(true);
      }
      // Keyboard focus is visible.
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe('none');

      await page.keyboard.press('Escape');
      await expect(item).toBeFocused();

      // The same from the keyboard: Enter on the link opens, Close returns focus.
      await page.keyboard.press('Enter');
      await expect(box.close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(box.dialog).toBeHidden();
      await expect(item).toBeFocused();
    });

    test('honours prefers-reduced-motion', async ({ page }) => {
      const box = lightbox(page);
      const animation = (target: Locator) => target.evaluate((el) => getComputedStyle(el).animationName);

      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await validItems(page, markup, A).first().click();
      expect(await animation(box.image)).not.toBe('none');
      await page.keyboard.press('Escape');

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await validItems(page, markup, A).first().click();
      expect(await animation(box.dialog)).toBe('none');
      expect(await animation(box.image)).toBe('none');
      expect(await box.close.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    });

    test('makes no network request other than images', async ({ page, consoleErrors }) => {
      await page.waitForLoadState('networkidle');
      const requests: { url: string; type: string }[] = [];
      page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));

      const box = lightbox(page);
      await validItems(page, markup, A).nth(1).click();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await box.close.click();
      await validItems(page, markup, B).first().click();
      await box.next.click();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');

      expect(requests.filter((r) => r.type !== 'image')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test('has no axe violations, closed and open', async ({ page }) => {
      const violations = async () =>
        (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));

      expect(await violations()).toEqual([]);

      await validItems(page, markup, A).nth(1).click(); // both arrows visible
      await settle(lightbox(page).dialog);
      expect(await violations()).toEqual([]);

      await page.keyboard.press('ArrowLeft'); // the first image: previous hidden
      await settle(lightbox(page).dialog);
      expect(await violations()).toEqual([]);
    });
  });
}
