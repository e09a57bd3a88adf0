import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';

/** The page types the benchmark compares. */
export type PageTypeId = 'noModule' | 'gallery' | 'contactForm' | 'payments' | 'theme' | 'checkout';

/** A feature a page type is meant to show, recognised in the page's HTML. */
export interface PageFeature {
  readonly name: string;
  readonly remote: RemoteName;
  readonly expose: string;
  /** Recognises the feature's markup or page global in the served HTML (shared-contracts/MARKUP.md). */
  readonly marker: RegExp;
  /**
   * A page must carry at least one primary feature to stand for its type: a
   * checkout page that also prints the theme's header is not a theme page.
   */
  readonly primary: boolean;
}

/** What a run does after load, to measure what a visitor pays for using the page. */
export type Interaction = 'open-lightbox' | 'send-payment-form' | 'update-checkout' | 'use-every-contact-field';

export interface PageType {
  readonly id: PageTypeId;
  readonly label: string;
  /** The page's URL path when the site has one fixed page for the type. */
  readonly path?: string;
  /** Otherwise the demo folders searched for the page carrying most of `features`. */
  readonly searchUnder?: readonly string[];
  readonly features: readonly PageFeature[];
  readonly interaction?: Interaction;
}

const feature = (name: string, remote: RemoteName, expose: string, marker: RegExp, primary = true): PageFeature => ({ name, remote, expose, marker, primary });

export const PAGE_TYPES: readonly PageType[] = [
  { id: 'noModule', label: 'no module', path: '/demo/plain.html', features: [] },
  {
    id: 'gallery',
    label: 'gallery, opened',
    path: '/demo/gallery.html',
    features: [feature('lightbox', 'gallery', './lightbox', /\beacf7-gallery\b/)],
    interaction: 'open-lightbox',
  },
  {
    id: 'contactForm',
    label: 'contact form (phone, date-time, upload), before any interaction',
    searchUnder: ['/demo/'],
    features: [
      feature('form', 'forms', './form', /\bwpcf7\b/, false),
      feature('phone', 'forms', './phone', /\beacf7-phone\b/),
      feature('date-time', 'forms', './date-time', /\beacf7-datetimepicker\b/),
      feature('upload', 'forms', './upload', /\beacf7-uploader\b/),
    ],
  },
  {
    id: 'payments',
    label: 'payments (form sent, payment button shown)',
    path: '/demo/payments.html',
    features: [feature('form', 'forms', './form', /\bwpcf7\b/, false), feature('payment', 'payments', './payment', /\beacf7-payment\b/)],
    interaction: 'send-payment-form',
  },
  {
    id: 'theme',
    label: 'theme (header, slider, tabs, sticky, scroll effects)',
    searchUnder: ['/demo/'],
    features: [
      feature('header', 'theme', './header', /id=["']main-header["']/, false),
      feature('slider', 'theme', './slider', /\bet_pb_slider\b/),
      feature('tabs', 'theme', './tabs', /\bet_pb_tabs\b/),
      feature('sticky', 'theme', './sticky', /\bet_pb_sticky_elements\b/),
      feature('scroll effects', 'theme', './scroll-effects', /\bet_pb_motion_elements\b/),
    ],
  },
  {
    id: 'checkout',
    label: 'checkout (country changed, order review refreshed)',
    searchUnder: ['/demo/'],
    features: [feature('checkout', 'shop', './checkout', /\bet_pb_wc_checkout_(billing|shipping|payment_info)\b/)],
    interaction: 'update-checkout',
  },
];
