import type { ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';

/**
 * The theme remote's modules: which markup each one mounts on and when it loads. The build
 * writes them beside the remote entry and `release publish` copies them into the version's
 * pointer entry, so a module added here reaches pages with this remote's next publish, and a
 * rollback takes it away again (shared-contracts/src/registry/module-declaration.ts). Every
 * selector, data attribute and global a module reads is documented in `shared-contracts/MARKUP.md`.
 */

const at = (selector: string, expose: string, load: ModuleDeclaration['load']): ModuleDeclaration => ({ selector, expose, load });
/** A behaviour of the whole page (see `pageLevel`), on pages that carry `global` when one is named. */
const page = (selector: string, expose: string, load: ModuleDeclaration['load'], global?: string): ModuleDeclaration =>
  global === undefined ? { selector, expose, load, pageLevel: true } : { selector, expose, load, global, pageLevel: true };

export const MODULES: readonly ModuleDeclaration[] = [
  // Page-builder modules (theme-frontend.md)…
  // A video slider's inner `.et_pb_slider` belongs to `./video-slider` alone.
  at('.et_pb_slider:not(.et_pb_video_slider *,.et_pb_gallery_fullwidth)', './slider', 'immediate'),
  // Modules that change the layout as they mount (carousels and the video slider size their items,
  // galleries and portfolios show their first page of items) load at idle, as the theme's script does
  // at ready, so the page has its final layout before the visitor scrolls to them (mounted on sight,
  // a quick scroll saw a gallery shrink by a page of items while in view: a layout shift). The video
  // slider's thumbnail carousel is its own module's.
  at('.et_pb_carousel:not(.et_pb_video_slider *)', './carousel', 'idle'),
  at('.et_pb_video_slider', './video-slider', 'idle'),
  at('.et_pb_fullwidth_portfolio', './portfolio-carousel', 'idle'),
  at('.et_pb_gallery', './gallery', 'idle'),
  at('.et_pb_filterable_portfolio', './filterable-portfolio', 'idle'),
  at('.et_pb_portfolio_grid', './portfolio-grid', 'idle'),
  at('.et_pb_tabs', './tabs', 'immediate'),
  // Toggle titles are plain headings until the module makes them buttons: a keyboard cannot reach
  // them before, so they load at idle rather than on interaction, and before the visitor scrolls
  // to them, as closing the closed panels changes the page's height where the theme's stylesheet
  // does not hide them first.
  at('.et_pb_accordion', './accordion', 'idle'),
  at('.et_pb_toggle:not(.et_pb_accordion_item)', './toggle', 'idle'),
  // Where the full labels do not fit, the countdown takes the short ones as it mounts, which narrows its
  // sections: at idle too, before the visitor scrolls to it.
  at('.et_pb_countdown_timer', './countdown', 'idle'),
  at('.et_pb_counters', './bar-counters', 'visible'),
  at('.et_pb_circle_counter', './circle-counter', 'visible'),
  at('.et_pb_number_counter', './number-counter', 'visible'),
  // The map library (Leaflet, about 40 KB gz) comes with the map's chunk: only when a map nears the viewport.
  at('.et_pb_map_container', './map', 'visible'),
  // Plays while in view and pauses outside it: there is nothing to do before it is seen.
  at('.et_pb_section_video_bg', './video-background', 'visible'),
  // A single video's cover plays it on a click: the first click is held and replayed.
  at('.et_pb_video:not(.et_pb_video_slider *)', './video', 'interaction'),
  at('.et_pb_section_parallax', './parallax', 'visible'),
  at('.et_pb_fullwidth_header', './fullwidth-header', 'immediate'),
  at('.et_pb_contact_form_container', './contact-form', 'interaction'),
  at('.et_pb_newsletter', './newsletter', 'interaction'),
  // The comments form shows its labels as placeholders: at idle, before anyone types.
  at('.et_pb_comments_module', './comments', 'idle'),
  // Search modules stop an empty search and name their field; widget searches get layout
  // classes (narrow, no button), and pricing tables align their prices: at idle, before the
  // visitor scrolls to them, as both change the layout (a small chunk each).
  at('.et_pb_search,.widget_search', './search', 'idle'),
  at('.et_pb_pricing', './pricing', 'idle'),
  // Shop loops: an item's overlay icon shows only on hovering its image, so its module waits for sight.
  at('.et_pb_shop, .et_pb_wc_upsells, .et_pb_wc_related_products', './shop-items', 'visible'),
  // Menus do nothing until used: CSS shows the desktop menu (and its dropdowns on hover) before
  // the module; the first click on the menu bar (a `[role=button]`) is held and replayed.
  at('.et_pb_menu, .et_pb_fullwidth_menu', './menu-module', 'interaction'),
  at('.et_pb_ajax_pagination_container', './ajax-pagination', 'interaction'),
  at('[data-et-multi-view]', './multi-view', 'immediate'),
  // A/B goals count views as well as clicks. Once per page (the module reads every goal
  // and subject itself), on pages with a test's markup (`et_pb_ab_goal`, `et_pb_ab_subject_id-…`,
  // `et_pb_ab_split_track`…), cache-mode placeholders included.
  page('body:has(.et_pb_subject_placeholder,[class*=et_pb_ab_])', './ab-testing', 'immediate'),
  // Builder modes (theme-frontend.md §6): stop navigation and posts inside builder areas, the
  // checkout's sample message, fonts, the preview exchange. At once: a click must not leave the page.
  page('body:is(.et-fb,.et-bfb,.et-tb,.et-block-layout-preview,.et-block-layout-builder,.single-et_pb_layout,.block-editor-page)', './builder', 'immediate'),
  // …and page behaviours, mounted once on their page-level element.
  // A fixed, transparent or split header changes the layout above the fold: at once.
  at('#main-header', './header', 'immediate'),
  // The header's menus (primary with its mobile, slide-in or fullscreen menu; the top bar's)
  // and its search wait for the visitor, as the menu module does; the shell's idle pass mounts
  // them before most visitors reach for them.
  at('#et-top-navigation, #et-secondary-menu', './menus', 'interaction'),
  at('#et_top_search', './search-overlay', 'interaction'),
  // Page behaviours (link options, smooth scroll of in-page anchors). Builder-plugin pages have no
  // #page-container: their layout wrapper #et-boc stands in, once. Idle: link options make
  // their elements keyboard-reachable links before anyone clicks.
  page('#page-container,#et-boc:not(#page-container *)', './page', 'idle'),
  // Browser classes (`et_mobile_device`, `gecko`…) on pages the builder made: every builder
  // layout, theme or plugin, has the one wrapper #et-boc.
  page('#et-boc', './browser-classes', 'idle'),
  // The side navigation is hidden below the builder's tablet breakpoint (981 px).
  page('body.et_pb_side_nav_page', './side-nav', 'media:(min-width: 981px)'),
  // Appears only after a scroll.
  at('.et_pb_scroll_top', './scroll-top', 'idle'),
  page('body', './animations', 'immediate', 'et_animation_data'),
  page('body', './scroll-effects', 'immediate', 'et_pb_motion_elements'),
  page('body', './sticky', 'immediate', 'et_pb_sticky_elements'),
];
