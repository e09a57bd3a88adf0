/**
 * The page builder's events that our theme and shop modules listen to or fire
 * (MARKUP-FACTS §1.3).
 *
 * `dispatch` matters: `custom` events are real DOM CustomEvents that
 * `addEventListener` sees; `jquery` events are triggered through jQuery, which
 * does not dispatch a DOM event for custom names — a listener must use
 * `jQuery(target).on(name)` when the page still runs jQuery, and our modules
 * firing them for the CMS's scripts must call `jQuery(target).trigger(name)`.
 */
export type DiviEventTarget = 'window' | 'document' | 'body' | 'module';
export type DiviEventDispatch = 'custom' | 'jquery';

export interface DiviEventSpec {
  readonly name: string;
  readonly target: DiviEventTarget;
  readonly dispatch: DiviEventDispatch;
}

const jq = (name: string, target: DiviEventTarget): DiviEventSpec => ({ name, target, dispatch: 'jquery' });
const dom = (name: string, target: DiviEventTarget): DiviEventSpec => ({ name, target, dispatch: 'custom' });

/** Events the builder fires. */
export const DIVI_EVENTS = {
  beforeInitModules: jq('et_pb_before_init_modules', 'window'),
  afterInitModules: jq('et_pb_after_init_modules', 'document'),
  /** Dynamic-assets mode: modules initialise when this fires. */
  initModules: jq('et_pb_init_modules', 'window'),
  /** On the module whose id the hash names; the params follow the event (see hash/). */
  hashChange: jq('et_hashchange', 'module'),
  /** On `.container-width-change-notify` and circle counters. */
  containerWidthChanged: jq('containerWidthChanged', 'module'),
  /** Slider moved; extra args {current, next}. */
  slide: jq('slide', 'module'),
  sliderBeforeMoveTo: jq('simple_slider_before_move_to', 'module'),
  sliderAfterMoveTo: jq('simple_slider_after_move_to', 'module'),
  /** Fired on the document, listened on window. */
  headerHeightCalculated: jq('et-pb-header-height-calculated', 'document'),
  abSubjectReady: jq('et_pb_ab_subject_ready', 'body'),
  /** After ajax pagination swapped content. */
  postLoad: jq('post-load', 'body'),
  stickyStart: dom('ETBuilderStickyStart', 'window'),
  stickyEnd: dom('ETBuilderStickyEnd', 'window'),
  fixedHeaderTransitionStart: dom('ETDiviFixedHeaderTransitionStart', 'window'),
  fixedHeaderTransitionEnd: dom('ETDiviFixedHeaderTransitionEnd', 'window'),
} as const;

/** `detail` of the sticky CustomEvents. */
export interface StickyEventDetail {
  readonly stickyId: string;
}
/** Extra arguments of the slider's jQuery events. */
export interface SlideEventArgs {
  readonly current: Element;
  readonly next: Element;
}
export interface SliderBeforeMoveArgs {
  readonly direction: 'next' | 'previous';
  readonly next_slide: Element;
}
export interface SliderAfterMoveArgs {
  readonly next_slide: Element;
}

/** Builder-only events: their presence means a builder context. */
export const DIVI_BUILDER_EVENTS = [
  'et_fb_preview_mode_changed',
  'et_fb_init_app_after',
  'et_fb_root_did_mount',
  'et_fb_section_content_change',
  'ETBuilderStickySettingsSyncs',
] as const;

/** Shop events the checkout and cart modules listen to, all jQuery on `document.body`. */
export const WOO_EVENTS = {
  updatedWcDiv: jq('updated_wc_div', 'body'),
  updatedCheckout: jq('updated_checkout', 'body'),
  initCheckout: jq('init_checkout', 'body'),
  checkoutError: jq('checkout_error', 'body'),
  cartEmptied: jq('wc_cart_emptied', 'body'),
  /** Fired by the theme when shipping method, country or postcode change. */
  updateCheckout: jq('update_checkout', 'body'),
} as const;
