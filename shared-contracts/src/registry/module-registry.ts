/**
 * The module registry: which markup on a page means which federated module,
 * and when the shell loads it.
 *
 * The shell scans the page against these selectors and mounts the matching
 * remote module on every matching element once its load trigger fires
 * (load-trigger.ts). Modules that a remote does not expose yet are skipped
 * quietly: the release pointer lists each version's exposes, so a page never
 * requests a chunk that does not exist. Every selector here is documented, with
 * the data attributes and globals each module reads and whether it is built, in
 * `shared-contracts/MARKUP.md`.
 */
import type { LoadTrigger } from './load-trigger';

export type RemoteName = 'forms' | 'payments' | 'gallery' | 'theme' | 'shop';
export const REMOTE_NAMES: readonly RemoteName[] = ['forms', 'payments', 'gallery', 'theme', 'shop'];

export interface RegistryEntry {
  /** CSS selector of the element the module mounts on (once per matching element). */
  readonly selector: string;
  readonly remote: RemoteName;
  /** Exposed module path in the remote, e.g. `./lightbox`. */
  readonly expose: string;
  /** When the module loads; an element's `data-cmsmf-load` attribute overrides it. */
  readonly load: LoadTrigger;
  /**
   * Page global that must be present as well: page-level behaviours (sticky,
   * motion, animations) mount on `body` only when the CMS printed their data.
   */
  readonly global?: string;
  /**
   * A page-level behaviour mounted on a page wrapper (`body`, `#page-container`): a click inside
   * its element is not held while it loads, since that would hold every link on the page.
   * Entries with a `global` are page-level as well.
   */
  readonly pageLevel?: true;
  /**
   * A plain click anywhere on its element is held while the module loads and replayed, not only
   * one on a link or button inside: the shell's entries for the site's popup triggers, whose
   * selectors may name any element (shell/src/runtime/popup-trigger-entries.ts).
   */
  readonly holdsAnyClick?: true;
}

/*
 * Choosing a trigger: `immediate` for what changes layout above the fold (a
 * multistep form hides its later steps, a header or slider lays itself out);
 * `interaction` for what does nothing until used (a lightbox, a heavy field, a
 * popup button): it costs no bytes until then, and the first click is replayed;
 * `visible` for below-the-fold modules that render or animate on sight (counters,
 * maps, videos); `idle` for what must run without being seen or touched.
 */
const forms = (selector: string, expose: string, load: LoadTrigger): RegistryEntry => ({ selector, remote: 'forms', expose, load });
const theme = (selector: string, expose: string, load: LoadTrigger): RegistryEntry => ({ selector, remote: 'theme', expose, load });
/** A theme behaviour of the whole page (see `pageLevel`), on pages that carry `global` when one is named. */
const themePage = (selector: string, expose: string, load: LoadTrigger, global?: string): RegistryEntry =>
  global === undefined ? { selector, remote: 'theme', expose, load, pageLevel: true } : { selector, remote: 'theme', expose, load, global, pageLevel: true };

/** What is built is what each remote's active release exposes (`npm run release -- list`); the shell skips entries no release exposes yet, so the registry can name planned modules. */
export const MODULE_REGISTRY: readonly RegistryEntry[] = [
  // Gallery remote (forms-addon.md §1–§4 lightbox); the markup is ours. Nothing happens until a click.
  { selector: '.eacf7-gallery', remote: 'gallery', expose: './lightbox', load: 'interaction' },
  // Forms remote (forms-addon.md). `./form` carries the submission lifecycle (CF7's
  // events, or its own REST send without CF7's script), the thank-you screen and the
  // per-form behaviours (conditional fields, prefill, redirection, WhatsApp,
  // registration auto-login, checkout redirect). A form posts natively until used,
  // and a Send pressed while it loads is replayed.
  forms('.wpcf7', './form', 'interaction'),
  // Heavy fields: nothing to do until the visitor reaches them.
  forms('.eacf7-uploader.file-upload, .eacf7-uploader.image-upload', './upload', 'interaction'),
  forms('.eacf7-uploader.google-drive-upload', './cloud-upload', 'interaction'),
  // Step forms hide their later steps: layout, so at once.
  forms('.eacf7-multisetp-form', './multistep', 'immediate'),
  forms('.eacf7-conversational-form', './conversational', 'immediate'),
  // Planned fields.
  forms('select.eacf7-country-list', './country-list', 'interaction'),
  forms('input.eacf7-phone', './phone', 'interaction'),
  forms('input.eacf7-datetimepicker', './date-time', 'interaction'),
  forms('.eacf7-address', './address', 'interaction'),
  // Stars and the signature pad draw themselves: on sight, not at idle (issue 10's bytes before any interaction).
  forms('.eacf7-rating', './rating', 'visible'),
  forms('input.eacf7-range-slider', './range-slider', 'interaction'),
  // A captcha must be ready before Send; it renders a widget when seen.
  forms('.cf7-math-captcha', './math-captcha', 'visible'),
  forms('.eacf7-recaptcha, .eacf7-hcaptcha, .eacf7-cf-turnstile', './captcha', 'visible'),
  forms('.eacf7-product-dropdown', './product-dropdown', 'interaction'),
  forms('.eacf7-image-choice', './image-choice', 'interaction'),
  forms('.cf7-digital-signature', './signature', 'visible'),
  forms('.eacf7-rich-text', './rich-text', 'interaction'),
  forms('.eacf7-mask-input', './mask', 'interaction'),
  forms('.eacf7-color-picker-wrap', './color-picker', 'interaction'),
  forms('.eacf7-repeater', './repeater', 'interaction'),
  // A calendar renders on sight.
  forms('.eacf7-booking-date', './booking', 'visible'),
  forms('.eacf7-popup-form-button', './popup', 'interaction'),
  // Restores saved progress from the URL at once.
  forms('.eacf7-save-progress-wrap', './save-progress', 'immediate'),
  forms('.eacf7-preview-submission-btn', './preview', 'interaction'),
  forms('.eacf7-form-styler', './style', 'immediate'),
  // Payments remote: the payment area the add-on renders for PayPal-enabled forms. It must be
  // listening before the form is sent, and enhances the coupon field above it, unseen: `idle`.
  // The provider's SDK waits for the send.
  { selector: '.eacf7-payment', remote: 'payments', expose: './payment', load: 'idle' },
  // Theme remote (theme-frontend.md, planned): page-builder modules…
  // A video slider's inner `.et_pb_slider` belongs to `./video-slider` alone.
  theme('.et_pb_slider:not(.et_pb_video_slider *,.et_pb_gallery_fullwidth)', './slider', 'immediate'),
  // Generic carousels; the video slider's thumbnail carousel is its own module's.
  theme('.et_pb_carousel:not(.et_pb_video_slider *)', './carousel', 'visible'),
  theme('.et_pb_video_slider', './video-slider', 'visible'),
  theme('.et_pb_fullwidth_portfolio', './portfolio-carousel', 'visible'),
  theme('.et_pb_gallery', './gallery', 'visible'),
  theme('.et_pb_filterable_portfolio', './filterable-portfolio', 'visible'),
  theme('.et_pb_portfolio_grid', './portfolio-grid', 'visible'),
  theme('.et_pb_tabs', './tabs', 'immediate'),
  // Toggle titles are plain headings until the module makes them buttons: a keyboard
  // cannot reach them before, so they load on sight rather than on interaction.
  theme('.et_pb_accordion', './accordion', 'visible'),
  theme('.et_pb_toggle:not(.et_pb_accordion_item)', './toggle', 'visible'),
  theme('.et_pb_countdown_timer', './countdown', 'visible'),
  theme('.et_pb_counters', './bar-counters', 'visible'),
  theme('.et_pb_circle_counter', './circle-counter', 'visible'),
  theme('.et_pb_number_counter', './number-counter', 'visible'),
  // The map library (Leaflet, about 40 KB gz) comes with the map's chunk: only when a map nears the viewport.
  theme('.et_pb_map_container', './map', 'visible'),
  // Plays while in view and pauses outside it: there is nothing to do before it is seen.
  theme('.et_pb_section_video_bg', './video-background', 'visible'),
  // A single video's cover plays it on a click: the first click is held and replayed.
  theme('.et_pb_video:not(.et_pb_video_slider *)', './video', 'interaction'),
  theme('.et_pb_section_parallax', './parallax', 'visible'),
  theme('.et_pb_fullwidth_header', './fullwidth-header', 'immediate'),
  theme('.et_pb_contact_form_container', './contact-form', 'interaction'),
  theme('.et_pb_newsletter', './newsletter', 'interaction'),
  // The comments form shows its labels as placeholders: at idle, before anyone types.
  theme('.et_pb_comments_module', './comments', 'idle'),
  // Search modules stop an empty search and name their field; widget searches get layout
  // classes (narrow, no button): both as they come into view (a small chunk).
  theme('.et_pb_search,.widget_search', './search', 'visible'),
  theme('.et_pb_shop', './shop-items', 'visible'),
  theme('.et_pb_pricing', './pricing', 'visible'),
  // Menus do nothing until used: CSS shows the desktop menu (and its dropdowns on hover) before
  // the module; the first click on the menu bar (a `[role=button]`) is held and replayed.
  theme('.et_pb_menu, .et_pb_fullwidth_menu', './menu-module', 'interaction'),
  theme('.et_pb_ajax_pagination_container', './ajax-pagination', 'interaction'),
  theme('[data-et-multi-view]', './multi-view', 'immediate'),
  // A/B goals count views as well as clicks. Once per page (the module reads every goal
  // and subject itself), on pages with a test's markup (`et_pb_ab_goal`, `et_pb_ab_subject_id-…`,
  // `et_pb_ab_split_track`…), cache-mode placeholders included.
  themePage('body:has(.et_pb_subject_placeholder,[class*=et_pb_ab_])', './ab-testing', 'immediate'),
  // Builder modes (theme-frontend.md §6): stop navigation and posts inside builder areas, the
  // checkout's sample message, fonts, the preview exchange. At once: a click must not leave the page.
  themePage('body:is(.et-fb,.et-bfb,.et-tb,.et-block-layout-preview,.et-block-layout-builder,.single-et_pb_layout,.block-editor-page)', './builder', 'immediate'),
  // …and page behaviours, mounted once on their page-level element.
  // A fixed, transparent or split header changes the layout above the fold: at once.
  theme('#main-header', './header', 'immediate'),
  // The header's menus (primary with its mobile, slide-in or fullscreen menu; the top bar's)
  // and its search wait for the visitor, as the menu module does; the shell's idle pass mounts
  // them before most visitors reach for them.
  theme('#et-top-navigation, #et-secondary-menu', './menus', 'interaction'),
  theme('#et_top_search', './search-overlay', 'interaction'),
  // Page behaviours (link options, smooth scroll of in-page anchors). Builder-plugin pages have no
  // #page-container: their layout wrapper #et-boc stands in, once. Idle: link options make
  // their elements keyboard-reachable links before anyone clicks.
  themePage('#page-container,#et-boc:not(#page-container *)', './page', 'idle'),
  // Browser classes (`et_mobile_device`, `gecko`…) on pages the builder made: every builder
  // layout, theme or plugin, has the one wrapper #et-boc.
  themePage('#et-boc', './browser-classes', 'idle'),
  // The side navigation is hidden below the builder's tablet breakpoint (981 px).
  themePage('body.et_pb_side_nav_page', './side-nav', 'media:(min-width: 981px)'),
  // Appears only after a scroll.
  theme('.et_pb_scroll_top', './scroll-top', 'idle'),
  themePage('body', './animations', 'immediate', 'et_animation_data'),
  themePage('body', './scroll-effects', 'immediate', 'et_pb_motion_elements'),
  themePage('body', './sticky', 'immediate', 'et_pb_sticky_elements'),
  // Shop remote (theme-frontend.md §2-§9): checkout modules mirror fields and refresh the
  // review at once (layout: the shipping block is hidden); the cart announces updates; the
  // order-received notice takes focus; add to cart waits for the visitor; stars replace the
  // review rating select when it comes into view.
  { selector: '.et_pb_wc_checkout_billing, .et_pb_wc_checkout_shipping, .et_pb_wc_checkout_order_details, .et_pb_wc_checkout_payment_info', remote: 'shop', expose: './checkout', load: 'immediate' },
  { selector: '.et_pb_wc_cart_products, .et_pb_wc_cart_totals, .et_pb_wc_cart_notice', remote: 'shop', expose: './cart', load: 'idle' },
  { selector: 'body.woocommerce-order-received', remote: 'shop', expose: './order-received', load: 'idle', pageLevel: true },
  { selector: '.eacf7-booking-date, form.cart', remote: 'shop', expose: './add-to-cart', load: 'interaction' },
  { selector: '.comment-form-rating', remote: 'shop', expose: './review-rating', load: 'visible' },
];
