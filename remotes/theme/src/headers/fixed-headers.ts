import { SECOND_THEME_FIXED_NAV_MIN_WIDTH, FIXED_NAV_MIN_WIDTH, adminBarHeightFor, type TopCover } from './header-offsets';

/**
 * Fixed-header descriptors (theme-frontend.md §3): what can sit fixed over the
 * top of the page and so offsets anchors and sticky modules. `window` says
 * which frame the element lives in: the admin bar is in the top window even
 * when the page is previewed inside the builder's app frame.
 */
export interface FixedHeaderDescriptor {
  readonly id: string;
  readonly selector: string;
  readonly window: 'top' | 'app';
}

export const FIXED_HEADERS: readonly FixedHeaderDescriptor[] = [
  { id: 'wpAdminBar', selector: '#wpadminbar', window: 'top' },
  // The first theme (MARKUP-FACTS "Theme header"): a fixed primary navigation and its top bar; a vertical one is at the side.
  { id: 'diviPrimaryNav', selector: 'body.et_fixed_nav:not(.et_vertical_nav):not(.et_extra) #main-header', window: 'app' },
  { id: 'diviSecondaryNav', selector: 'body.et_fixed_nav:not(.et_vertical_nav):not(.et_extra) #top-header', window: 'app' },
  // The second theme marks its body `et_extra`; its fixed navigation applies from 1024 px.
  { id: 'extraPrimaryNav', selector: 'body.et_extra.et_fixed_nav #main-header', window: 'app' },
  // A theme-builder header whose section is fixed.
  { id: 'themeBuilderHeader', selector: '.et-l--header .et_pb_section--fixed', window: 'app' },
];

/** Sticky modules stuck to the top now (task 15's sticky module sets these classes; MARKUP-FACTS "Sticky modules"). */
const STUCK_TOP = '.et_pb_sticky.et_pb_sticky--top, .et_pb_sticky.et_pb_sticky--top_bottom';

/** The height a header has once fixed: the theme records it in `data-fixed-height-onload`; else as it is now. */
function fixedHeight(el: HTMLElement): number {
  const recorded = Number(el.dataset['fixedHeightOnload']);
  return Number.isFinite(recorded) && recorded > 0 ? recorded : el.offsetHeight;
}

/** Measures what covers the top of the viewport (a layout read: call it in a read phase or on a click). */
export function measureTopCover(doc: Document): TopCover {
  const find = (id: string) => FIXED_HEADERS.find((d) => d.id === id)!.selector;
  const adminBar = doc.querySelector<HTMLElement>(find('wpAdminBar'));
  let fixedHeaderHeight = 0;
  for (const descriptor of FIXED_HEADERS.slice(1)) {
    const el = doc.querySelector<HTMLElement>(descriptor.selector);
    if (el) fixedHeaderHeight += fixedHeight(el);
  }
  let stickyHeight = 0;
  doc.querySelectorAll<HTMLElement>(STUCK_TOP).forEach((el) => (stickyHeight += el.offsetHeight));
  const viewportWidth = doc.documentElement.clientWidth;
  return {
    viewportWidth,
    // An admin bar not laid out yet (its stylesheet still loading) counts at its standard height.
    adminBarHeight: adminBar ? adminBar.offsetHeight || adminBarHeightFor(viewportWidth) : 0,
    fixedHeaderHeight,
    stickyHeight,
    fixedNavMinWidth: doc.body.classList.contains('et_extra') ? SECOND_THEME_FIXED_NAV_MIN_WIDTH : FIXED_NAV_MIN_WIDTH,
  };
}
