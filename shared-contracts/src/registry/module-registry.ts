/**
 * The module registry: which markup on a page means which federated module.
 *
 * The shell scans the page against these selectors and mounts the matching
 * remote module on every matching element. Modules that a remote does not
 * expose yet are skipped quietly: the release pointer lists each version's
 * exposes, so a page never requests a chunk that does not exist. Every selector
 * here is documented, with the data attributes and globals each module reads,
 * in `shared-contracts/MARKUP.md`.
 */
export type RemoteName = 'forms' | 'payments' | 'gallery' | 'theme' | 'shop';

export const REMOTE_NAMES: readonly RemoteName[] = ['forms', 'payments', 'gallery', 'theme', 'shop'];

export interface RegistryEntry {
  /** CSS selector of the element the module mounts on (once per matching element). */
  readonly selector: string;
  readonly remote: RemoteName;
  /** Exposed module path in the remote, e.g. `./lightbox`. */
  readonly expose: string;
  /**
   * Page global that must be present as well: page-level behaviours (sticky,
   * motion, animations) mount on `body` only when the CMS printed their data.
   */
  readonly global?: string;
}

const forms = (selector: string, expose: string): RegistryEntry => ({ selector, remote: 'forms', expose });
const theme = (selector: string, expose: string, global?: string): RegistryEntry => ({ selector, remote: 'theme', expose, global });

export const MODULE_REGISTRY: readonly RegistryEntry[] = [
  // Gallery remote (forms-addon.md §1–§4 lightbox); the markup is ours.
  { selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox' },

  // Forms remote (forms-addon.md). `./form` carries the submission lifecycle and
  // the per-form behaviours driven by per-form globals (redirection, prefill,
  // conditional, registration, WhatsApp, checkout redirect, save-progress restore).
  forms('.wpcf7', './form'),
  forms('.eacf7-uploader.file-upload, .eacf7-uploader.image-upload', './upload'),
  forms('.eacf7-uploader.google-drive-upload', './cloud-upload'),
  forms('.eacf7-multisetp-form', './multistep'),
  forms('.eacf7-conversational-form', './conversational'),
  forms('select.eacf7-country-list', './country-list'),
  forms('input.eacf7-phone', './phone'),
  forms('input.eacf7-datetimepicker', './date-time'),
  forms('.eacf7-address', './address'),
  forms('.eacf7-rating', './rating'),
  forms('input.eacf7-range-slider', './range-slider'),
  forms('.cf7-math-captcha', './math-captcha'),
  forms('.eacf7-recaptcha, .eacf7-hcaptcha, .eacf7-cf-turnstile', './captcha'),
  forms('.eacf7-product-dropdown', './product-dropdown'),
  forms('.eacf7-image-choice', './image-choice'),
  forms('.cf7-digital-signature', './signature'),
  forms('.eacf7-rich-text', './rich-text'),
  forms('.eacf7-mask-input', './mask'),
  forms('.eacf7-color-picker-wrap', './color-picker'),
  forms('.eacf7-repeater', './repeater'),
  forms('.eacf7-booking-date', './booking'),
  forms('.eacf7-popup-form-button', './popup'),
  forms('.eacf7-save-progress-wrap', './save-progress'),
  forms('.eacf7-preview-submission-btn', './preview'),
  forms('.eacf7-form-styler', './style'),

  // Payments remote: the payment area the add-on renders for PayPal-enabled forms.
  { selector: '.eacf7-payment', remote: 'payments', expose: './payment' },

  // Theme remote (theme-frontend.md): page-builder modules…
  theme('.et_pb_slider:not(.et_pb_gallery_fullwidth)', './slider'),
  theme('.et_pb_video_slider', './video-slider'),
  theme('.et_pb_fullwidth_portfolio', './portfolio-carousel'),
  theme('.et_pb_gallery', './gallery'),
  theme('.et_pb_filterable_portfolio', './filterable-portfolio'),
  theme('.et_pb_tabs', './tabs'),
  theme('.et_pb_accordion', './accordion'),
  theme('.et_pb_toggle:not(.et_pb_accordion_item)', './toggle'),
  theme('.et_pb_countdown_timer', './countdown'),
  theme('.et_pb_counters', './bar-counters'),
  theme('.et_pb_circle_counter', './circle-counter'),
  theme('.et_pb_number_counter', './number-counter'),
  theme('.et_pb_map_container', './map'),
  theme('.et_pb_section_video_bg', './video-background'),
  theme('.et_pb_section_parallax', './parallax'),
  theme('.et_pb_fullwidth_header', './fullwidth-header'),
  theme('.et_pb_contact_form_container', './contact-form'),
  theme('.et_pb_newsletter', './newsletter'),
  theme('.et_pb_comments_module', './comments'),
  theme('.et_pb_search', './search'),
  theme('.et_pb_shop', './shop-items'),
  theme('.et_pb_pricing', './pricing'),
  theme('.et_pb_menu, .et_pb_fullwidth_menu', './menu-module'),
  theme('.et_pb_ajax_pagination_container', './ajax-pagination'),
  theme('[data-et-multi-view]', './multi-view'),
  theme('.et_pb_ab_goal, [class*="et_pb_ab_subject_id-"]', './ab-testing'),
  // …and page behaviours, mounted once on their page-level element.
  theme('#main-header', './header'),
  theme('#page-container', './page'),
  theme('body.et_pb_side_nav_page', './side-nav'),
  theme('.et_pb_scroll_top', './scroll-top'),
  theme('body', './animations', 'et_animation_data'),
  theme('body', './scroll-effects', 'et_pb_motion_elements'),
  theme('body', './sticky', 'et_pb_sticky_elements'),

  // Shop remote: cart and checkout enhancements, order received, add to cart.
  { selector: '.et_pb_wc_checkout_billing, .et_pb_wc_checkout_shipping, .et_pb_wc_checkout_payment_info', remote: 'shop', expose: './checkout' },
  { selector: '.et_pb_wc_cart_products, .et_pb_wc_cart_totals, .et_pb_wc_cart_notice', remote: 'shop', expose: './cart' },
  { selector: 'body.woocommerce-order-received', remote: 'shop', expose: './order-received' },
  { selector: '.eacf7-booking-date', remote: 'shop', expose: './add-to-cart' },
];
