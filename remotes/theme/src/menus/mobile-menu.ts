import { createDomRestorer } from '../dom/dom-restorer';
import { slideHeight } from '../dom/slide-toggle';
import { motionDuration } from '../core/reduced-motion';
import { MOBILE_MENU_SLIDE_MS } from './menu-core';
import { announceOpened, closeWhenOtherOpens } from './menu-events';

export interface MobileMenuParts {
  /** `.mobile_nav` (state classes `closed`/`opened`). */
  nav: HTMLElement;
  /** `.mobile_menu_bar`: the button that opens and closes it. */
  bar: HTMLElement;
  /** The desktop menu the mobile menu copies (`ul#top-menu`, a menu module's `ul.nav`). */
  source: HTMLElement;
  /** Id of the copy: `mobile_menu` in the theme header, `mobile_menu{n}` in a menu module. */
  id: string;
  /** Accessible name of the bar (the `.select_page` text, "Select Page"). */
  label: string;
}

/**
 * The mobile menu (theme-frontend.md §4 "Mobile menu"; MARKUP-FACTS "Mobile
 * menu"): a copy of the desktop menu, `ul.et_mobile_menu`, opened and closed
 * with a 500 ms slide by the menu bar (shown inline as the slide starts, hidden inline as it ends), which becomes a real button for
 * keyboards and screen readers (`aria-expanded`, `aria-controls`). Opening it
 * closes any other open menu; Escape closes it and returns focus to the bar.
 */
export function createMobileMenu(parts: MobileMenuParts, signal: AbortSignal): void {
  const { nav, bar, source, id, label } = parts;
  const doc = nav.ownerDocument;
  const win = doc.defaultView!;
  const restorer = createDomRestorer();
  let menu = nav.querySelector<HTMLElement>(':scope > ul.et_mobile_menu');
  if (!menu) {
    menu = source.cloneNode(true) as HTMLElement;
    // The copy must not repeat the desktop menu's ids or the dropdown toggles the runtime added.
    for (const el of [menu, ...menu.querySelectorAll('[id]')]) el.removeAttribute('id');
    menu.querySelectorAll('.cmsmf-submenu-toggle').forEach((el) => el.remove());
    menu.removeAttribute('data-et-is-menu-ready');
    menu.className = 'et_mobile_menu';
    menu.id = id;
    menu.firstElementChild?.classList.add('et_first_mobile_item');
    nav.append(menu);
    const copy = menu;
    signal.addEventListener('abort', () => copy.remove(), { once: true });
  }
  signal.addEventListener('abort', () => restorer.restore(), { once: true });
  restorer.attr(bar, 'role', 'button');
  restorer.attr(bar, 'tabindex', '0');
  restorer.attr(bar, 'aria-controls', menu.id);
  restorer.attr(bar, 'aria-expanded', 'false');
  restorer.attr(bar, 'aria-label', label);

  const list = menu;
  let open = nav.classList.contains('opened');
  // The theme's stylesheet hides `ul.et_mobile_menu`; its script shows it with an inline display that
  // its slide leaves in place (block once open, none once closed). The same here: no rule of the page's
  // own is needed for `opened` to show anything.
  if (open) restorer.style(list, 'display', 'block');
  let moving: AbortController | null = null;
  signal.addEventListener('abort', () => moving?.abort(), { once: true });
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    moving?.abort();
    moving = new AbortController();
    const done = moving.signal;
    bar.setAttribute('aria-expanded', String(next));
    if (next) {
      restorer.toggleClass(nav, 'closed', false);
      restorer.toggleClass(nav, 'opened', true);
      restorer.style(list, 'display', 'block');
      announceOpened(doc, nav);
      void slideHeight(list, true, motionDuration(win, MOBILE_MENU_SLIDE_MS), done);
    } else {
      void slideHeight(list, false, motionDuration(win, MOBILE_MENU_SLIDE_MS), done).then(() => {
        if (done.aborted) return;
        restorer.toggleClass(nav, 'opened', false);
        restorer.toggleClass(nav, 'closed', true);
        restorer.style(list, 'display', 'none');
      });
    }
  };
  bar.addEventListener('click', (event) => {
    event.preventDefault();
    set(!open);
  }, { signal });
  bar.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    set(!open);
  }, { signal });
  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    set(false);
    bar.focus();
  }, { signal });
  closeWhenOtherOpens(doc, nav, () => set(false), signal);
}
