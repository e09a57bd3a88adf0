import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { DOUBLE_TAP_MS } from '@cms-mf/remote-gallery/zoom-math';
import { expect, mounted, test } from './fixtures';

/**
 * The gallery lightbox on a 390×844 phone with touch: size, swipe,
 * pinch and double-tap zoom, loading and error states, the backdrop, history
 * and deep links. Touches go through CDP (`Input.dispatchTouchEvent`), as a
 * finger would, so the browser makes the pointer events and clicks itself.
 * Expectations are read from the demo page's markup. The touch tests run on
 * both markups the one lightbox reads: our `.eacf7-gallery` grids and the page
 * builder's gallery module (/demo/theme-gallery.html); the address, srcset and
 * error-state tests only on ours, as the builder's gallery keeps its page in the
 * address and has no srcset or missing picture.
 */
interface Markup {
  readonly name: string;
  readonly url: string;
  readonly grids: readonly string[];
  /** The items the lightbox lists. */
  readonly valid: string;
  readonly kind: 'addon' | 'builder';
  /** Whether the open image is named in the address (`#{grid}|{n}`). */
  readonly addressed: boolean;
}
const ADDON: Markup = {
  name: '.eacf7-gallery',
  url: '/demo/gallery.html',
  grids: ['gallery-a', 'gallery-b', 'gallery-c'],
  valid: '.eacf7-gallery-item[data-src]:not([data-src=""])',
  kind: 'addon',
  addressed: true,
};
const BUILDER: Markup = {
  name: 'page builder .et_pb_gallery',
  url: '/demo/theme-gallery.html',
  grids: ['builder-gallery-a', 'builder-gallery-b'],
  valid: '.et_pb_gallery_image a[href]',
  kind: 'builder',
  addressed: false,
};
const DEMO = ADDON.url;
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

interface Point {
  readonly x: number;
  readonly y: number;
}

/** A finger (or two) on the screen, through the DevTools protocol. */
class Fingers {
  private constructor(
    private readonly cdp: CDPSession,
    private readonly page: Page,
  ) {}

  static async on(page: Page): Promise<Fingers> {
    return new Fingers(await page.context().newCDPSession(page), page);
  }

  private send(type: 'touchStart' | 'touchMove' | 'touchEnd', points: readonly Point[]): Promise<unknown> {
    return this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: Math.round(p.x), y: Math.round(p.y), id })),
    });
  }

  /**
   * Puts fingers down and moves them in `steps`, `pauseMs` apart; lifts them unless `hold`. The
   * pause is the finger's pace, not a wait for the page: the lightbox reads a swipe's speed from
   * the events' own times, which the browser stamps when they arrive.
   */
  async drag(from: readonly Point[], to: readonly Point[], options: { steps?: number; pauseMs?: number; hold?: boolean } = {}): Promise<void> {
    const { steps = 8, pauseMs = 16, hold = false } = options;
    await this.send('touchStart', from);
    for (let i = 1; i <= steps; i += 1) {
      const at = from.map((p, k) => ({ x: p.x + ((to[k]!.x - p.x) * i) / steps, y: p.y + ((to[k]!.y - p.y) * i) / steps }));
      await this.send('touchMove', at);
      if (pauseMs > 0) await this.page.waitForTimeout(pauseMs);
    }
    if (!hold) await this.lift();
  }

  lift(): Promise<unknown> {
    return this.send('touchEnd', []);
  }

  async swipe(from: Point, to: Point): Promise<void> {
    await this.drag([from], [to]);
  }

  async tap(at: Point): Promise<void> {
    await this.send('touchStart', [at]);
    await this.send('touchEnd', []);
  }

  /**
   * Lets the double-tap window pass, so the next tap starts a new one. A real wait: the lightbox
   * compares the taps' event times, which the browser stamps on arrival and page.clock cannot move.
   */
  async pastDoubleTapWindow(): Promise<void> {
    await this.page.waitForTimeout(DOUBLE_TAP_MS + 1);
  }

  /** Two fingers around `centre`, from `fromGap` to `toGap` apart horizontally. */
  async pinch(centre: Point, fromGap: number, toGap: number): Promise<void> {
    const pair = (gap: number) => [
      { x: centre.x - gap / 2, y: centre.y },
      { x: centre.x + gap / 2, y: centre.y },
    ];
    await this.drag(pair(fromGap), pair(toGap), { steps: 10 });
  }
}

function lightbox(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    heading: dialog.getByRole('heading'),
    caption: dialog.locator('.eacf7-lightbox__caption'),
    image: dialog.locator('img.eacf7-lightbox__image'),
    frame: dialog.locator('.eacf7-lightbox__frame'),
    stage: dialog.locator('.eacf7-lightbox__stage'),
    spinner: dialog.getByRole('progressbar', { name: 'Loading image' }),
    error: dialog.getByText('This image could not be loaded.'),
    close: dialog.getByRole('button', { name: 'Close' }),
  };
}

const items = (page: Page, markup: Markup, grid: string): Locator => page.locator(`#${grid} ${markup.valid}`);

/** The headings the lightbox shows for a grid's items. */
async function titles(page: Page, markup: Markup, grid: string): Promise<string[]> {
  return items(page, markup, grid).evaluateAll(
    (els, kind) =>
      els.map((el) =>
        (kind === 'builder' ? el.closest('.et_pb_gallery_item')?.querySelector('.et_pb_gallery_title')?.textContent?.trim() : el.getAttribute('data-title')) || 'Image',
      ),
    markup.kind,
  );
}

/** Waits for the opening fade and any slide or spring to end (not for the loading spinner, which turns until loaded). */
const settle = (dialog: Locator): Promise<unknown> =>
  dialog.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

async function centreOf(locator: Locator): Promise<Point> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The frame's transform as scale and offset. */
const transformOf = (frame: Locator) =>
  frame.evaluate((el) => {
    const m = new DOMMatrixReadOnly(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform);
    return { scale: m.a, x: m.e, y: m.f };
  });

async function openDemo(page: Page, markup: Markup = ADDON, hash = ''): Promise<void> {
  await page.goto(markup.url + hash);
  for (const grid of markup.grids) await mounted(page.locator(`#${grid}`), 'gallery/lightbox');
}

async function openByTap(page: Page, fingers: Fingers, markup: Markup, grid: string, index: number): Promise<void> {
  const thumb = items(page, markup, grid).nth(index).locator('img');
  await thumb.scrollIntoViewIfNeeded();
  await fingers.tap(await centreOf(thumb));
  const box = lightbox(page);
  await expect(box.dialog).toBeVisible();
  await expect(box.image).toBeVisible();
  await settle(box.dialog);
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) }));

for (const markup of [ADDON, BUILDER]) {
  test.describe(markup.name, () => {
    const [A, B] = markup.grids as [string, string];

    test('the image fills the width, keeps its aspect and is never smaller than the tapped thumbnail', async ({ page, consoleErrors }) => {
      await openDemo(page, markup);
      const fingers = await Fingers.on(page);
      const thumb = (await items(page, markup, A).first().locator('img').boundingBox())!;
      await openByTap(page, fingers, markup, A, 0);
      const box = lightbox(page);
      await expect(box.image).toHaveJSProperty('complete', true);
      const shown = (await box.image.boundingBox())!;
      const natural = await box.image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      expect(shown.width).toBeGreaterThanOrEqual(PHONE.width - 1);
      expect(shown.width).toBeGreaterThanOrEqual(thumb.width);
      expect(shown.height).toBeGreaterThanOrEqual(thumb.height);
      expect(Math.abs(shown.width / shown.height - natural)).toBeLessThan(0.02);
      // Nothing of it under the controls.
      for (const control of await box.dialog.getByRole('button').all()) {
        if (!(await control.isVisible())) continue;
        const c = (await control.boundingBox())!;
        const overlaps = c.x < shown.x + shown.width && shown.x < c.x + c.width && c.y < shown.y + shown.height && shown.y < c.y + c.height;
        expect(overlaps, `image under ${await control.getAttribute('aria-label')}`).toBe(false);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('a horizontal swipe pages through the grid, as the arrows do', async ({ page }) => {
      await openDemo(page, markup);
      const fingers = await Fingers.on(page);
      const names = await titles(page, markup, A);
      await openByTap(page, fingers, markup, A, 0);
      const box = lightbox(page);
      const centre = await centreOf(box.stage);
      for (let i = 1; i < names.length; i += 1) {
        await fingers.swipe({ x: centre.x + 120, y: centre.y }, { x: centre.x - 120, y: centre.y });
        await expect(box.heading).toHaveText(names[i]!);
        await expect(box.caption).toContainText(i === 1 ? `${i + 1} / ${names.length}` : '');
      }
      await fingers.swipe({ x: centre.x - 120, y: centre.y }, { x: centre.x + 120, y: centre.y });
      await expect(box.heading).toHaveText(names[names.length - 2]!);
      if (markup.addressed) await expect(page).toHaveURL(new RegExp(`#${A}\\|${names.length - 1}$`));
    });

    test('a swipe past either end is ignored, with a small resistance, and never leaves the page', async ({ page }) => {
      await openDemo(page, markup);
      const fingers = await Fingers.on(page);
      const names = await titles(page, markup, B);
      await openByTap(page, fingers, markup, B, 0);
      const box = lightbox(page);
      const centre = await centreOf(box.stage);
      const url = page.url();

      // Mid-drag to the right at the first image: the picture moves less than the finger.
      await fingers.drag([{ x: 20, y: centre.y }], [{ x: 220, y: centre.y }], { hold: true });
      const held = await transformOf(box.frame);
      expect(held.x).toBeGreaterThan(10);
      expect(held.x).toBeLessThan(120);
      await fingers.lift();
      await settle(box.dialog);
      await expect(box.heading).toHaveText(names[0]!);
      expect((await transformOf(box.frame)).x).toBe(0);
      expect(page.url()).toBe(url);
      await expect(box.dialog).toBeVisible();

      // A short slow drag towards an image springs back too.
      await fingers.drag([{ x: centre.x, y: centre.y }], [{ x: centre.x - 40, y: centre.y }], { steps: 4, pauseMs: 60 });
      await settle(box.dialog);
      await expect(box.heading).toHaveText(names[0]!);

      for (let i = 1; i < names.length; i += 1) await fingers.swipe({ x: centre.x + 120, y: centre.y }, { x: centre.x - 120, y: centre.y });
      await expect(box.heading).toHaveText(names[names.length - 1]!);
      await fingers.swipe({ x: centre.x + 120, y: centre.y }, { x: centre.x - 160, y: centre.y });
      await settle(box.dialog);
      await expect(box.heading).toHaveText(names[names.length - 1]!);
      await expect(box.dialog).toBeVisible();
    });

    test('a swipe down closes and gives the address back; a swipe up does not', async ({ page }) => {
      await openDemo(page, markup);
      const fingers = await Fingers.on(page);
      const before = page.url();
      await openByTap(page, fingers, markup, A, 1);
      const box = lightbox(page);
      const centre = await centreOf(box.stage);
      await fingers.swipe({ x: centre.x, y: centre.y }, { x: centre.x, y: centre.y - 200 });
      await settle(box.dialog);
      await expect(box.dialog).toBeVisible();
      await fingers.swipe({ x: centre.x, y: centre.y - 100 }, { x: centre.x + 10, y: centre.y + 200 });
      await expect(box.dialog).toBeHidden();
      await expect(page).toHaveURL(before);
    });

    test('pinch and double tap zoom; a drag then pans within the image bounds; keys zoom too', async ({ page }) => {
      await openDemo(page, markup);
      const fingers = await Fingers.on(page);
      const names = await titles(page, markup, A);
      await openByTap(page, fingers, markup, A, 0);
      const box = lightbox(page);
      const centre = await centreOf(box.frame);
      const fitted = (await box.frame.boundingBox())!;
      const stage = (await box.stage.boundingBox())!;

      await fingers.pinch(centre, 80, 200);
      let view = await transformOf(box.frame);
      expect(view.scale).toBeGreaterThan(2);
      expect(view.scale).toBeLessThanOrEqual(4);

      // A drag far to the right stops where the image's left edge meets the stage's.
      await fingers.drag([{ x: centre.x - 100, y: centre.y }], [{ x: centre.x + 300, y: centre.y + 400 }]);
      view = await transformOf(box.frame);
      expect(view.x).toBeCloseTo((fitted.width * view.scale - stage.width) / 2, 0);
      expect(Math.abs(view.y)).toBeLessThanOrEqual(Math.max(0, (fitted.height * view.scale - stage.height) / 2) + 0.5);
      // Zoomed, a horizontal drag pans and does not page.
      await expect(box.heading).toHaveText(names[0]!);

      // Double tap: out, then in again at the tap.
      const frameCentre = await centreOf(box.frame);
      const scale = async () => (await transformOf(box.frame)).scale;
      const doubleTap = async (at: Point) => {
        await fingers.tap(at);
        await fingers.tap(at);
      };
      await doubleTap({ x: PHONE.width / 2, y: frameCentre.y });
      await expect.poll(scale).toBe(1);
      await fingers.pastDoubleTapWindow();
      await doubleTap(centre);
      await expect.poll(scale).toBeCloseTo(2.5, 1);

      await page.keyboard.press('0');
      await expect.poll(scale).toBe(1);
      await page.keyboard.press('+');
      await expect.poll(scale).toBeCloseTo(1.5, 2);
      await page.keyboard.press('-');
      await expect.poll(scale).toBe(1);
      await settle(box.dialog);
      expect(await axeViolations(page)).toEqual([]);

      // A new image starts fitted.
      await page.keyboard.press('+');
      await page.keyboard.press('ArrowRight');
      await expect(box.heading).toHaveText(names[1]!);
      expect((await transformOf(box.frame)).scale).toBe(1);
    });

    test('a tap on the dark area around the image closes; a tap on the image does not', async ({ page }) => {
      await openDemo(page, markup);
      const fingers = await Fingers.on(page);
      await openByTap(page, fingers, markup, A, 0);
      const box = lightbox(page);
      await fingers.tap(await centreOf(box.image));
      await fingers.pastDoubleTapWindow();
      await fingers.tap(await centreOf(box.heading));
      // Keys sent after the taps zoom the image in and back: the dialog took them, so the taps,
      // handled before them, did not close it; nor did a closing fade start.
      await page.keyboard.press('+');
      await expect.poll(async () => (await transformOf(box.frame)).scale).toBeCloseTo(1.5, 2);
      await page.keyboard.press('0');
      await expect.poll(async () => (await transformOf(box.frame)).scale).toBe(1);
      await settle(box.dialog);
      await expect(box.dialog).toBeVisible();
      const image = (await box.image.boundingBox())!;
      const stage = (await box.stage.boundingBox())!;
      expect(image.y - stage.y).toBeGreaterThan(40); // there is dark area above the image
      await fingers.tap({ x: stage.x + stage.width / 2, y: stage.y + 20 });
      await expect(box.dialog).toBeHidden();
    });

    test('the accessible name falls back to the thumbnail’s alt; the heading keeps "Image"', async ({ page }) => {
      await openDemo(page, markup);
      const fingers = await Fingers.on(page);
      const untitled = items(page, markup, A).nth(1);
      expect((await titles(page, markup, A))[1]).toBe('Image');
      const alt = (await untitled.locator('img').getAttribute('alt'))!;
      await openByTap(page, fingers, markup, A, 1);
      const box = lightbox(page);
      await expect(box.dialog.getByRole('img', { name: alt })).toBeVisible();
      await expect(box.heading).toHaveText('Image');
    });

    test('reduced motion: a swipe changes the image at once', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openDemo(page, markup);
      const fingers = await Fingers.on(page);
      const names = await titles(page, markup, A);
      await openByTap(page, fingers, markup, A, 0);
      const box = lightbox(page);
      const centre = await centreOf(box.stage);
      await fingers.swipe({ x: centre.x + 120, y: centre.y }, { x: centre.x - 120, y: centre.y });
      await expect(box.heading).toHaveText(names[1]!);
      expect(await box.dialog.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
      expect(await box.frame.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    });
  });
}

test('Back closes the lightbox and stays on the page', async ({ page }) => {
  await openDemo(page);
  const fingers = await Fingers.on(page);
  const before = page.url();
  await openByTap(page, fingers, ADDON, 'gallery-b', 1);
  await expect(page).toHaveURL(/#gallery-b\|2$/);
  await page.goBack();
  await expect(lightbox(page).dialog).toBeHidden();
  await expect(page).toHaveURL(before);
  await expect(page.locator('h1')).toBeVisible();
  // Forward opens it again.
  await page.goForward();
  await expect(lightbox(page).dialog).toBeVisible();
  await expect(lightbox(page).heading).toHaveText((await titles(page, ADDON, 'gallery-b'))[1]!);
});

test('a deep link opens the named image on load, and Back from it stays on the page', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const names = await (async () => {
    await openDemo(page);
    return titles(page, ADDON, 'gallery-b');
  })();
  await page.goto('/');
  await page.goto(`${DEMO}#gallery-b|3`);
  const box = lightbox(page);
  await expect(box.dialog).toBeVisible();
  await expect(box.heading).toHaveText(names[2]!);
  await expect(box.caption).toContainText(/\S/);
  await expect(page).toHaveURL(/#gallery-b\|3$/);
  await page.goBack();
  await expect(box.dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${DEMO.replace(/\./g, '\\.')}$`));
  expect(consoleErrors).toEqual([]);
});

test('hostile or unknown hashes open nothing and break nothing', async ({ page, consoleErrors }) => {
  const hashes = ['#gallery-a|99', '#gallery-a|0', '#nope|1', '#gallery-a|"><img src=x onerror=window.__pwned=1>', '#%3Cscript%3Ewindow.__pwned=1%3C/script%3E', `#${'a|'.repeat(3000)}`];
  for (const hash of hashes) {
    await page.goto(DEMO + hash);
    await mounted(page.locator('#gallery-a'), 'gallery/lightbox');
    await expect(lightbox(page).dialog).toBeHidden();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  }
  // The page still works.
  const fingers = await Fingers.on(page);
  await openByTap(page, fingers, ADDON, 'gallery-a', 0);
  expect(consoleErrors).toEqual([]);
});

test('a broken image shows a clear error with its title kept', async ({ page }) => {
  await openDemo(page);
  const fingers = await Fingers.on(page);
  const item = page.locator('#gallery-c .eacf7-gallery-item').nth(1);
  const title = (await item.getAttribute('data-title'))!;
  await item.scrollIntoViewIfNeeded();
  await fingers.tap(await centreOf(item));
  const box = lightbox(page);
  await expect(box.error).toBeVisible();
  await expect(box.heading).toHaveText(title);
  await expect(box.spinner).toHaveCount(0);
  await settle(box.dialog);
  expect(await axeViolations(page)).toEqual([]);
  // Paging away and back still works.
  await page.keyboard.press('ArrowLeft');
  await expect(box.error).toBeHidden();
  await expect(box.image).toBeVisible();
});

test('srcset and sizes are honoured: a phone downloads the smaller file', async ({ page }) => {
  await openDemo(page);
  const fingers = await Fingers.on(page);
  await openByTap(page, fingers, ADDON, 'gallery-c', 0);
  const box = lightbox(page);
  await expect(box.image).toHaveJSProperty('complete', true);
  expect(await box.image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/lighthouse-640\.svg$/);
  expect(await box.image.getAttribute('sizes')).toMatch(/^\d+px$/);
});

test.describe('on a sharp screen', () => {
  test.use({ deviceScaleFactor: 3 });

  test('shows the thumbnail enlarged under a loading indicator while the large file loads; axe-clean', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/media/lighthouse-1280.svg', async (route) => {
      await released;
      await route.continue();
    });
    await openDemo(page);
    const fingers = await Fingers.on(page);
    const item = items(page, ADDON, 'gallery-c').first();
    const thumbSrc = await item.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc);
    await item.scrollIntoViewIfNeeded();
    await fingers.tap(await centreOf(item));
    const box = lightbox(page);
    await expect(box.spinner).toBeVisible();
    const placeholder = box.dialog.locator('.eacf7-lightbox__placeholder');
    await expect(placeholder).toHaveAttribute('src', thumbSrc);
    expect((await placeholder.boundingBox())!.width).toBeGreaterThan((await item.boundingBox())!.width - 1);
    await expect(box.heading).toHaveText('Lighthouse');
    await settle(box.dialog);
    expect(await axeViolations(page)).toEqual([]);
    release();
    await expect(box.spinner).toHaveCount(0);
    await expect(placeholder).toHaveCount(0);
    expect(await box.image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/lighthouse-1280\.svg$/);
    await settle(box.dialog);
    expect(await axeViolations(page)).toEqual([]);
  });
});
