/**
 * The page builder's config global `et_pb_custom` (MARKUP-FACTS §1.0), localized
 * on every page that runs the builder's front-end script. PHP prints flags as
 * `'yes'`/`'no'` or `'on'`/`''`, and numbers often as text.
 */
export interface EtPbCustom {
  readonly ajaxurl?: string;
  readonly images_uri?: string;
  readonly builder_images_uri?: string;
  /** Nonce of `et_pb_submit_subscribe_form` and `et_pb_ab_get_subject_id`. */
  readonly et_frontend_nonce?: string;
  /** Nonce of `et_pb_update_stats_table`. */
  readonly et_ab_log_nonce?: string;
  // Localized texts (theme-frontend.md §8); their wording is the CMS's.
  readonly subscription_failed?: string;
  readonly fill_message?: string;
  readonly contact_error_message?: string;
  readonly invalid?: string;
  readonly captcha?: string;
  readonly prev?: string;
  readonly previous?: string;
  readonly next?: string;
  readonly wrong_captcha?: string;
  readonly wrong_checkbox?: string;
  /** `'yes'`: skip waypoint (on-scroll) animations. */
  readonly ignore_waypoints?: 'yes' | 'no';
  readonly is_divi_theme_used?: string | boolean;
  /** Selector of search widgets to decorate; default `.widget_search`. */
  readonly widget_search_selector?: string;
  /** The page's split tests. */
  readonly ab_tests?: readonly { readonly post_id: number | string; readonly test_id: number | string }[];
  readonly is_ab_testing_active?: string | boolean;
  readonly page_id?: string | number;
  readonly unique_test_id?: string;
  /** Seconds before `read_page` is logged. */
  readonly ab_bounce_rate?: string | number;
  /** `'yes'`: subjects are fetched with `et_pb_ab_get_subject_id`. */
  readonly is_cache_plugin_active?: 'yes' | 'no';
  readonly is_shortcode_tracking?: string;
  readonly tinymce_uri?: string;
  readonly accent_color?: string;
  readonly waypoints_options?: { readonly context?: readonly string[] };
  /** Set by the builder plugin (not the theme). */
  readonly is_builder_plugin_used?: string | boolean;
}
