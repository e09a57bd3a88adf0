import type { Page } from 'playwright-core';
import { GALLERY_ITEM } from '../interactions';
import type { PageTypeId } from '../page-types';
import type { VitalsProfile } from './vitals-profiles';

/** One interaction a visitor makes on a page: what it waits for first, and the input itself (real, trusted). */
export interface InpStep {
  readonly name: string;
  /** Only on this profile (the mobile menu is a phone's). */
  readonly only?: VitalsProfile['id'];
  /** The module mounted and the control in place: the interaction is measured on a page that is ready for it. */
  readonly ready: (page: Page, timeoutMs: number) => Promise<void>;
  readonly act: (page: Page, timeoutMs: number) => Promise<void>;
}

/** The interactions measured on one page, in this order within one page view. */
export interface InpScenario {
  /** The page type whose page they run on (page-types.ts), or a fixed page. */
  readonly page: { readonly type: PageTypeId } | { readonly path: string };
  readonly steps: readonly InpStep[];
}

const mounted = (selector: string, module: string) => (page: Page, timeout: number) =>
  page.locator(`${selector}[data-cmsmf-mounted~="${module}"]`).first().waitFor({ state: 'attached', timeout });
/** Lets fades finish, so that one step does not land in the previous one's animation. */
const settled = (page: Page) => page.evaluate(`Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))), new Promise((r) => setTimeout(r, 2000))])`);

const SLIDER = '.et_pb_slider[data-cmsmf-mounted~="theme/slider"]';
const TABS = '.et_pb_tabs[data-cmsmf-mounted~="theme/tabs"]';
const CONTACT_FORM = '.wpcf7[data-wpcf7-id="1"] form';

/**
 * Issue's main interactions: lightbox open and next, slider next, tab switch, menu open, accordion,
 * a field's first focus and first keystroke, submit, coupon apply, checkout's country change.
 */
export const INP_SCENARIOS: readonly InpScenario[] = [
  {
    page: { type: 'gallery' },
    steps: [
      { name: 'lightbox open', ready: mounted('.eacf7-gallery', 'gallery/lightbox'), act: (page, timeout) => page.locator(GALLERY_ITEM).first().click({ timeout }) },
      {
        name: 'lightbox next',
        ready: async (page, timeout) => {
          await page.getByRole('button', { name: 'Next image' }).waitFor({ timeout });
          await settled(page);
        },
        act: (page, timeout) => page.getByRole('button', { name: 'Next image' }).click({ timeout }),
      },
    ],
  },
  {
    page: { type: 'theme' },
    steps: [
      { name: 'slider next', ready: mounted('.et_pb_slider', 'theme/slider'), act: (page, timeout) => page.locator(SLIDER).first().getByRole('button', { name: 'Next slide' }).click({ timeout }) },
      {
        name: 'tab switch',
        ready: async (page, timeout) => {
          await settled(page);
          await mounted('.et_pb_tabs', 'theme/tabs')(page, timeout);
        },
        act: (page, timeout) => page.locator(TABS).first().getByRole('tab').nth(1).click({ timeout }),
      },
      {
        name: 'menu open',
        only: 'phone',
        ready: async (page, timeout) => {
          await settled(page);
          await mounted('#et-top-navigation', 'theme/menus')(page, timeout);
        },
        act: (page, timeout) => page.getByRole('button', { name: 'Select Page' }).click({ timeout }),
      },
    ],
  },
  {
    page: { path: '/demo/theme.html' },
    steps: [
      {
        name: 'accordion',
        ready: async (page, timeout) => {
          await page.locator('.et_pb_accordion').scrollIntoViewIfNeeded({ timeout });
          await mounted('.et_pb_accordion', 'theme/accordion')(page, timeout);
        },
        act: (page, timeout) => page.locator('.et_pb_accordion .et_pb_toggle_1 .et_pb_toggle_title').click({ timeout }),
      },
    ],
  },
  {
    page: { type: 'contactForm' },
    steps: [
      { name: 'field first focus (phone)', ready: mounted('input.eacf7-phone', 'forms/phone'), act: (page, timeout) => page.locator(`${CONTACT_FORM} input.eacf7-phone`).click({ timeout }) },
      { name: 'field first keystroke (phone)', ready: async () => undefined, act: (page) => page.keyboard.press('2') },
      { name: 'submit', ready: mounted('.wpcf7', 'forms/form'), act: (page, timeout) => page.locator(CONTACT_FORM).getByRole('button', { name: 'Send' }).click({ timeout }) },
    ],
  },
  {
    page: { type: 'payments' },
    steps: [
      {
        name: 'coupon apply',
        ready: async (page, timeout) => {
          await mounted('.eacf7-payment', 'payments/payment')(page, timeout);
          await page.getByLabel('Coupon code').fill('WELCOME10', { timeout });
        },
        act: (page, timeout) => page.getByRole('button', { name: 'Add coupon' }).click({ timeout }),
      },
    ],
  },
  {
    page: { type: 'checkout' },
    steps: [
      {
        name: 'checkout country change',
        ready: async (page, timeout) => {
          await mounted('.et_pb_wc_checkout_billing', 'shop/checkout')(page, timeout);
          await page.locator('#billing_country').focus({ timeout });
        },
        // A key on the focused select changes the country, as a keyboard user does: a trusted input.
        act: (page) => page.keyboard.press('ArrowDown'),
      },
    ],
  },
];
