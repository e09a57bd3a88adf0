import { COPY_ATTRIBUTE } from '@cms-mf/shared-contracts/registry/copy-attribute';
import { createClassSwitch } from '../dom/class-switch';
import { createDomRestorer } from '../dom/dom-restorer';
import { debounce, requestFrame, subscribeScroll } from '../scroll-loop';
import {
  HEADER_HEIGHT_DEBOUNCE_MS,
  fixedNavMinWidthFor,
  headerIsFixed,
  hideNavEnabled,
  menuPaddingTop,
  transparentCloneHeight,
} from './header-offsets';
import { FIXED_HEADER_TRANSITION_END_EVENT, HEADER_HEIGHT_PARTS } from './header-events';
import { headerVariant } from './header-variant';
import { placeSplitLogo } from './split-logo';

/** What one frame measured for the header. */
interface HeaderFrame {
  fixed: boolean;
  hideEnabled: boolean;
  wide: boolean;
}

/**
 * The theme's main header (`#main-header`, MARKUP-FACTS "Theme header"): the
 * fixed state on scrolling past the content start and back, hide-on-scroll,
 * the split logo, the vertical marker, and the page padding a fixed or
 * transparent header needs. Scroll-driven work rides the one scroll loop.
 */
export function createHeader(header: HTMLElement, signal: AbortSignal): void {
  const doc = header.ownerDocument;
  const win = doc.defaultView!;
  const body = doc.body;
  const variant = headerVariant(body.classList);
  const restorer = createDomRestorer();
  const bodyClass = createClassSwitch(body, signal);
  signal.addEventListener('abort', () => restorer.restore(), { once: true });
  const topHeader = doc.getElementById('top-header');
  const pageContainer = doc.getElementById('page-container');
  const content = doc.getElementById('main-content') ?? doc.getElementById('et-main-area');
  const minWidth = fixedNavMinWidthFor(variant.secondTheme);

  if (variant.vertical) restorer.toggleClass(header, 'et_vertical_menu_set', true);

  // Heights, measured at mount and 300 ms after the last resize (a clone carries
  // the fixed state so the fixed height is known before the visitor scrolls).
  const measure = () => {
    const height = header.offsetHeight;
    const topBar = topHeader?.offsetHeight ?? 0;
    // The copy keeps the header's ids: the theme's CSS is keyed on them (`#main-header.et-fixed-header`),
    // and without them the copy measures a header no rule shrinks. It lives only until the height is
    // read, in this task, so no script or event sees two of an id; marked as a copy, the shell's DOM
    // watcher skips it. A new element has no previous style, so no transition delays its fixed height.
    const clone = header.cloneNode(true) as HTMLElement;
    clone.removeAttribute('data-cmsmf-mounted');
    clone.setAttribute('aria-hidden', 'true');
    clone.setAttribute(COPY_ATTRIBUTE, '');
    clone.classList.add('et_header_clone', 'main-header-clone', 'et-fixed-header', 'et-disabled-animations');
    clone.style.cssText = 'position:absolute;visibility:hidden;top:0;left:0;right:0;pointer-events:none';
    header.after(clone);
    const fixedHeight = clone.offsetHeight;
    clone.remove();
    const wide = doc.documentElement.clientWidth > minWidth;
    restorer.attr(header, 'data-height-onload', String(height));
    restorer.attr(header, 'data-fixed-height-onload', String(fixedHeight));
    // A hide-on-scroll header is out of sight at the top: the page starts at the top too.
    if (pageContainer && variant.fixed && !variant.transparent && !variant.hideOnScroll) {
      restorer.style(pageContainer, 'padding-top', wide ? `${height + topBar}px` : '');
    }
    const first = doc.querySelector<HTMLElement>('#main-content .et_pb_section:first-child, #main-content .et_pb_section_first');
    if (first && variant.transparent && variant.fixed) {
      restorer.style(first, 'padding-top', wide ? `${transparentCloneHeight(height + topBar)}px` : '');
    }
    const slideTop = doc.querySelector<HTMLElement>('.et_slide_in_menu_container .et_slide_menu_top');
    const navContainer = doc.querySelector<HTMLElement>('.et_slide_in_menu_container .et_pb_fullscreen_nav_container');
    if (navContainer && variant.menu === 'fullscreen') restorer.style(navContainer, 'padding-top', `${menuPaddingTop(slideTop?.offsetHeight ?? 0)}px`);
    if (variant.split) placeSplitLogo(header, wide, signal);
  };
  measure();
  win.addEventListener('resize', debounce(measure, HEADER_HEIGHT_DEBOUNCE_MS, signal), { passive: true, signal });

  let revealed = false;
  let last: HeaderFrame | null = null;
  // The layout a frame decides on, read again only once it may have changed (the
  // body, the header or the content resized): a scroll frame then reads no layout.
  // Without ResizeObserver it is read every frame.
  let layout: { contentTop: number; headerHeight: number; pageHeight: number } | null = null;
  const watchesLayout = typeof ResizeObserver === 'function';
  if (watchesLayout) {
    const observer = new ResizeObserver(() => {
      layout = null;
      requestFrame();
    });
    for (const el of [body, header, content]) if (el) observer.observe(el);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }
  subscribeScroll<HeaderFrame>({
    read({ scrollY, viewportHeight, viewportWidth }) {
      const now = layout ?? {
        contentTop: content ? content.getBoundingClientRect().top + scrollY : 0,
        headerHeight: header.offsetHeight,
        pageHeight: doc.documentElement.scrollHeight,
      };
      if (watchesLayout) layout = now;
      const contentTop = content ? now.contentTop - now.headerHeight : 0;
      return {
        fixed: variant.fixed && headerIsFixed(scrollY, Math.max(contentTop, 1), viewportWidth, minWidth),
        hideEnabled: variant.hideOnScroll && hideNavEnabled(now.pageHeight, viewportHeight, now.headerHeight),
        wide: viewportWidth > minWidth,
      };
    },
    write(frame) {
      if (last && last.fixed === frame.fixed && last.hideEnabled === frame.hideEnabled) return;
      last = frame;
      for (const el of [header, topHeader]) if (el) restorer.toggleClass(el, 'et-fixed-header', frame.fixed);
      if (pageContainer) restorer.toggleClass(pageContainer, 'et-animated-content', frame.fixed);
      if (variant.hideOnScroll) {
        const hidden = frame.hideEnabled && !revealed;
        bodyClass('et_hide_nav', hidden);
        bodyClass('et_hide_nav_disabled', !hidden);
      }
    },
  }, signal);

  // Once the header has shrunk or grown, sticky modules measure its new height.
  header.addEventListener('transitionend', (event) => {
    if (event.target instanceof Element && event.target.matches(HEADER_HEIGHT_PARTS)) win.dispatchEvent(new CustomEvent(FIXED_HEADER_TRANSITION_END_EVENT));
  }, { signal });

  // A hidden header must not hold focus unseen: a keyboard visitor tabbing into it reveals it.
  if (variant.hideOnScroll) {
    const reveal = (on: boolean) => {
      revealed = on;
      if (last) {
        const hidden = last.hideEnabled && !on;
        bodyClass('et_hide_nav', hidden);
        bodyClass('et_hide_nav_disabled', !hidden);
      }
    };
    for (const el of [header, topHeader]) {
      el?.addEventListener('focusin', () => reveal(true), { signal });
      el?.addEventListener('focusout', (event) => {
        const next = event.relatedTarget as Node | null;
        if (!next || !(header.contains(next) || topHeader?.contains(next))) reveal(false);
      }, { signal });
    }
  }
}
