import { STUCK_TOP_SELECTOR } from '../sticky/sticky-elements';
import { adminBarHeightFor, fixedNavMinWidthFor, type TopCover } from './header-offsets';

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

const ADMIN_BAR = FIXED_HEADERS.find((d) => d.id === 'wpAdminBar')!;
const NAVIGATION = FIXED_HEADERS.filter((d) => d !== ADMIN_BAR);

/** The document a descriptor's element lives in: the top window's for `top` (when it is ours to read), else this one. */
function documentOf(descriptor: FixedHeaderDescriptor, doc: Document): Document {
  if (descriptor.window === 'app') return doc;
  try {
    const top = doc.defaultView?.top;
    if (top && top !== doc.defaultView) return top.document;
  } catch {
    // A cross-origin top window: not a builder of this site; its bar is not ours to measure.
  }
  return doc;
}

/** The height a header has once fixed: the theme records it in `data-fixed-height-onload`; else as it is now. */
function fixedHeight(el: HTMLElement): number {
  const recorded = Number(el.dataset['fixedHeightOnload']);
  return Number.isFinite(recorded) && recorded > 0 ? recorded : el.offsetHeight;
}

/**
 * Measures what covers the top of the viewport (a layout read: call it in a
 * read phase or on a click). The theme's one measurement of it: smooth scroll
 * stops below all of it (`anchorScrollOffset`), sticky modules keep clear of
 * the fixed headers (`fixedHeadersOffset`).
 */
export function measureTopCover(doc: Document): TopCover {
  const barDoc = documentOf(ADMIN_BAR, doc);
  const adminBar = barDoc.querySelector<HTMLElement>(ADMIN_BAR.selector);
  let fixedHeaderHeight = 0;
  for (const descriptor of NAVIGATION) {
    const el = documentOf(descriptor, doc).querySelector<HTMLElement>(descriptor.selector);
    if (el) fixedHeaderHeight += fixedHeight(el);
  }
  let stickyHeight = 0;
  doc.querySelectorAll<HTMLElement>(STUCK_TOP_SELECTOR).forEach((el) => (stickyHeight += el.offsetHeight));
  const viewportWidth = doc.documentElement.clientWidth;
  return {
    viewportWidth,
    // An admin bar not laid out yet (its stylesheet still loading) counts at its standard height for its window's width.
    adminBarHeight: adminBar ? adminBar.offsetHeight || adminBarHeightFor(barDoc.documentElement.clientWidth) : 0,
    fixedHeaderHeight,
    stickyHeight,
    fixedNavMinWidth: fixedNavMinWidthFor(doc.body.classList.contains('et_extra')),
  };
}
