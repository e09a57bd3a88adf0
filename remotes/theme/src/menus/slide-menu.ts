import { createClassSwitch } from '../dom/class-switch';
import { createDomRestorer } from '../dom/dom-restorer';
import { focusSoon } from '../dom/focus-soon';
import { listenForSwipe } from '../dom/swipe';
import { slideMenuSwipe } from './menu-core';
import { announceOpened, closeWhenOtherOpens } from './menu-events';

/** Everything a slide-in or fullscreen menu covers: not focusable while it is open. */
const COVERED = '#top-header, #et-main-area, #main-footer, #main-header .logo_container';

/**
 * The slide-in and fullscreen header menus (theme-frontend.md §4 "Slide menu",
 * "Fullscreen menu"; MARKUP-FACTS "Header styles"): `.et_toggle_slide_menu` or
 * `.et_toggle_fullscreen_menu` toggles `.et_slide_in_menu_container`. The slide
 * menu also opens on a swipe left from the right screen edge and closes on a
 * swipe right; the fullscreen menu closes when the page becomes hidden. While
 * open, what it covers is inert and focus moves into it; Escape closes it and
 * returns focus to the toggle.
 */
export function createSlideMenu(container: HTMLElement, kind: 'slide' | 'fullscreen', signal: AbortSignal): void {
  const doc = container.ownerDocument;
  const restorer = createDomRestorer();
  const bodyClass = createClassSwitch(doc.body, signal);
  signal.addEventListener('abort', () => restorer.restore(), { once: true });
  const toggleSelector = kind === 'slide' ? '.et_toggle_slide_menu' : '.et_toggle_fullscreen_menu';
  const toggles = () => Array.from(doc.querySelectorAll<HTMLElement>(toggleSelector));
  if (!container.id) restorer.attr(container, 'id', 'cmsmf-slide-menu');
  for (const toggle of toggles()) {
    restorer.attr(toggle, 'role', 'button');
    restorer.attr(toggle, 'tabindex', '0');
    restorer.attr(toggle, 'aria-controls', container.id);
    restorer.attr(toggle, 'aria-expanded', 'false');
    if (!toggle.getAttribute('aria-label') && !toggle.textContent?.trim()) restorer.attr(toggle, 'aria-label', 'Menu');
  }
  restorer.attr(container, 'inert', '');
  addSubmenuArrows(container, signal);

  let open = false;
  let opener: HTMLElement | null = null;
  const set = (next: boolean, from?: HTMLElement) => {
    if (next === open) return;
    open = next;
    const opened = kind === 'slide' ? 'et_pb_slide_menu_opened' : 'et_pb_fullscreen_menu_opened';
    restorer.toggleClass(container, opened, next);
    if (kind === 'fullscreen') restorer.toggleClass(container, 'et_pb_fullscreen_menu_animated', next);
    bodyClass(kind === 'slide' ? 'et_pb_slide_menu_active' : 'et_pb_fullscreen_menu_active', next);
    toggles().forEach((toggle) => toggle.setAttribute('aria-expanded', String(next)));
    restorer.attr(container, 'inert', next ? null : '');
    doc.querySelectorAll<HTMLElement>(COVERED).forEach((el) => restorer.attr(el, 'inert', next ? '' : null));
    if (next) {
      opener = from ?? null;
      announceOpened(doc, container);
      const first = container.querySelector<HTMLElement>('a[href], button, input, [tabindex="0"]');
      if (first) focusSoon(first, () => open);
    } else if (container.contains(doc.activeElement) || doc.activeElement === doc.body) {
      (opener ?? toggles()[0])?.focus();
    }
  };
  doc.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest?.<HTMLElement>(toggleSelector);
    if (!toggle) return;
    event.preventDefault();
    set(!open, toggle);
  }, { signal });
  doc.addEventListener('keydown', (event) => {
    const toggle = (event.target as Element).closest?.<HTMLElement>(toggleSelector);
    if (toggle && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      set(!open, toggle);
    } else if (event.key === 'Escape' && open) {
      set(false);
    }
  }, { signal });
  closeWhenOtherOpens(doc, container, () => set(false), signal);

  if (kind === 'slide') {
    let startX = 0;
    doc.addEventListener('pointerdown', (event) => (startX = event.clientX), { passive: true, signal });
    listenForSwipe(doc.documentElement, (direction) => {
      const action = slideMenuSwipe(direction, startX, doc.documentElement.clientWidth, open);
      if (action) set(action === 'open');
    }, signal);
  } else {
    doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && set(false), { signal });
  }
}

/**
 * Submenus of a slide-in or fullscreen menu stay folded; an arrow button beside
 * each parent link (`.et_mobile_menu_arrow`, `et_pb_submenu_opened`) unfolds its
 * submenu (`et_pb_slide_dropdown_opened`).
 */
function addSubmenuArrows(container: HTMLElement, signal: AbortSignal): void {
  const doc = container.ownerDocument;
  container.querySelectorAll<HTMLLIElement>('li').forEach((li, i) => {
    const sub = li.querySelector<HTMLElement>(':scope > ul');
    const link = li.querySelector<HTMLElement>(':scope > a');
    if (!sub) return;
    const added = !sub.id;
    if (added) sub.id = `cmsmf-slide-submenu-${i}`;
    const arrow = doc.createElement('button');
    arrow.type = 'button';
    arrow.className = 'et_mobile_menu_arrow';
    arrow.setAttribute('aria-expanded', 'false');
    arrow.setAttribute('aria-controls', sub.id);
    arrow.setAttribute('aria-label', `${link?.textContent?.trim() ?? ''} submenu`.trim());
    sub.before(arrow);
    arrow.addEventListener('click', () => {
      const open = !arrow.classList.contains('et_pb_submenu_opened');
      arrow.classList.toggle('et_pb_submenu_opened', open);
      sub.classList.toggle('et_pb_slide_dropdown_opened', open);
      arrow.setAttribute('aria-expanded', String(open));
    }, { signal });
    signal.addEventListener('abort', () => {
      arrow.remove();
      sub.classList.remove('et_pb_slide_dropdown_opened');
      if (added) sub.removeAttribute('id');
    }, { once: true });
  });
}
