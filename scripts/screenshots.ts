/**
 * `npm run screenshots`: the README's pictures, taken from the reference site
 * so they can be refreshed after any change (run `npm run build` first).
 *
 * Starts the site on a free port with a throw-away data folder, drives the
 * project's one browser (test-support's resolver: `CHROMIUM_PATH`, an installed
 * Chromium, or the packaged one) and writes `docs/images/*.png`. Each picture
 * is clipped to the part that shows the feature, at scale 1, to keep it small.
 */
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, REPO_ROOT, startSiteProcess } from '@cms-mf/test-support';
import { SCREENSHOTS, type Screenshot } from './screenshot-list';

const OUT_DIR = path.join(REPO_ROOT, 'docs/images');
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Waits until the shell has mounted `module` (e.g. `gallery/lightbox`) on the element. */
async function mounted(page: Page, selector: string, module: string): Promise<void> {
  await page.waitForFunction(
    ([sel, mod]) => document.querySelector(sel!)?.getAttribute('data-cmsmf-mounted')?.split(' ').includes(mod!) === true,
    [selector, module],
    { timeout: 20_000 },
  );
}

/** A date a month ahead, which every booking calendar of the demo accepts. */
function futureDate(): string {
  return new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
}

/** What each picture shows: the steps that bring the page to that state, then the part to keep. */
const SCENES: Record<Screenshot['name'], (page: Page) => Promise<string | null>> = {
  async 'lightbox-desktop'(page) {
    await page.goto('/demo/gallery.html');
    await page.locator('#gallery-a .eacf7-gallery-item').nth(3).click();
    await page.locator('#eacf7-lightbox img').first().waitFor({ state: 'visible' });
    await page.waitForTimeout(600);
    return null;
  },
  async 'lightbox-phone'(page) {
    return SCENES['lightbox-desktop'](page);
  },
  async uploader(page) {
    await page.goto('/demo/forms/upload.html');
    const cv = '.wpcf7-form-control-wrap[data-name="cv"] .eacf7-uploader';
    await mounted(page, cv, 'forms/upload');
    const chooser = page.waitForEvent('filechooser');
    await page.locator(`${cv} .eacf7-uploader-browse`).click();
    await (await chooser).setFiles([{ name: 'crew-list.txt', mimeType: 'text/plain', buffer: Buffer.from('Ada, Grace, Linus\n'.repeat(400)) }]);
    await page.locator(`${cv} .file-list-item .file-info-status`).filter({ hasText: 'Completed' }).waitFor({ timeout: 20_000 });
    return '.wpcf7';
  },
  async multistep(page) {
    await page.goto('/demo/forms/multistep.html');
    await mounted(page, '.eacf7-multisetp-form', 'forms/multistep');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('Your email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Next' }).first().click();
    await page.getByLabel('Topic').waitFor({ state: 'visible' });
    await page.waitForTimeout(400);
    return '.wpcf7';
  },
  async 'theme-desktop'(page) {
    await page.goto('/demo/theme.html');
    await mounted(page, '#harbour-slider', 'theme/slider');
    // Past the fullscreen header, to the slider and the counters below it.
    await page.locator('#harbour-slider').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140));
    await page.waitForTimeout(800);
    return null;
  },
  async 'theme-phone'(page) {
    return SCENES['theme-desktop'](page);
  },
  async checkout(page) {
    await page.goto('/demo/shop.html');
    const form = page.locator('form.cart[data-product_id="501"]');
    await mounted(page, 'form.cart[data-product_id="501"]', 'shop/add-to-cart').catch(() => undefined);
    await form.getByLabel('Date').fill(futureDate());
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/demo/checkout.html', { timeout: 20_000 });
    await mounted(page, '.et_pb_wc_checkout_order_details', 'shop/checkout');
    await page.waitForTimeout(600);
    return '.et_pb_wc_checkout_order_details';
  },
};

async function take(browser: Browser, baseURL: string, shot: Screenshot): Promise<string> {
  const context: BrowserContext = await browser.newContext({ ...(shot.device === 'phone' ? PHONE : DESKTOP), baseURL, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const clip = await SCENES[shot.name](page);
    const file = path.join(OUT_DIR, `${shot.name}.png`);
    if (clip) await page.locator(clip).first().screenshot({ path: file, animations: 'disabled' });
    else await page.screenshot({ path: file, animations: 'disabled' });
    return file;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cmsmf-screenshots-'));
  const site = await startSiteProcess({ DATA_DIR: dataDir });
  const browser = await launchBrowser();
  try {
    for (const shot of SCREENSHOTS) console.log(`wrote ${path.relative(REPO_ROOT, await take(browser, site.url, shot))}`);
  } finally {
    await browser.close();
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
