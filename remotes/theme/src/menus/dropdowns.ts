import { createDomRestorer } from '../dom/dom-restorer';
import { idBase } from '../dom/unique-id';
import { debounce } from '../scroll-loop';
import { MEGA_MENU_REPOSITION_MS, NAV_CLOSE_DELAY_MS, arrowTarget, megaMenuParentClasses, megaMenuPosition, submenuOverflows, touchTapAction } from './menu-core';

/** Classes an open item carries (MARKUP-FACTS "Dropdown states"). */
const OPEN = ['et-hover', 'et-show-dropdown'];
const TOUCH_OPEN = 'et-touch-hover';

/**
 * Desktop dropdowns of one `ul.nav` (theme-frontend.md §2, §4 "Nav menu
 * items"): hover opens at once and closes 200 ms after leaving; on touch the
 * first tap opens and the second follows the link; keyboards use the WAI-ARIA
 * disclosure navigation pattern, with a toggle button beside each parent link
 * (Enter or Space toggles, Escape closes and returns focus to it, arrows move
 * within the submenu, leaving the item closes it). Mega menus with fewer than 4
 * columns get the parent classes, and are repositioned 200 ms after a resize.
 */
export function createDropdowns(nav: HTMLElement, label: (link: HTMLElement) => string, signal: AbortSignal): void {
  const doc = nav.ownerDocument;
  const win = doc.defaultView!;
  const restorer = createDomRestorer();
  const added: Element[] = [];
  signal.addEventListener('abort', () => {
    added.forEach((el) => el.remove());
    restorer.restore();
  }, { once: true });
  // A mega menu's columns are always shown inside its dropdown: they are not dropdowns themselves.
  const items = Array.from(nav.querySelectorAll<HTMLLIElement>('li')).filter((li) => li.querySelector(':scope > ul') && !li.parentElement!.closest('li.mega-menu'));
  const timers = new Map<HTMLLIElement, ReturnType<typeof setTimeout>>();
  signal.addEventListener('abort', () => timers.forEach((timer) => clearTimeout(timer)), { once: true });
  let lastPointer = 'mouse';

  const submenu = (li: HTMLLIElement) => li.querySelector<HTMLElement>(':scope > ul')!;
  const toggleOf = (li: HTMLLIElement) => li.querySelector<HTMLButtonElement>(':scope > button.cmsmf-submenu-toggle');
  const isOpen = (li: HTMLLIElement) => li.classList.contains('et-show-dropdown');
  const setOpen = (li: HTMLLIElement, open: boolean, touch = false) => {
    clearTimeout(timers.get(li));
    OPEN.forEach((name) => restorer.toggleClass(li, name, open));
    restorer.toggleClass(li, TOUCH_OPEN, open && touch);
    toggleOf(li)?.setAttribute('aria-expanded', String(open));
    if (!open) li.querySelectorAll<HTMLLIElement>('li.et-show-dropdown').forEach((inner) => setOpen(inner, false));
    else {
      // Opening one item closes its open siblings (and their submenus).
      for (const sibling of li.parentElement!.children) if (sibling !== li && sibling instanceof HTMLLIElement && isOpen(sibling)) setOpen(sibling, false);
      // A nested submenu that would leave the viewport opens to the left.
      if (li.parentElement !== nav) {
        const rect = li.getBoundingClientRect();
        restorer.toggleClass(li, 'et-reverse-direction-nav', submenuOverflows(rect.right, submenu(li).offsetWidth, doc.documentElement.clientWidth));
      }
    }
  };
  const closeLater = (li: HTMLLIElement) => {
    clearTimeout(timers.get(li));
    timers.set(li, setTimeout(() => setOpen(li, false), NAV_CLOSE_DELAY_MS));
  };

  for (const li of items) {
    const link = li.querySelector<HTMLElement>(':scope > a');
    const sub = submenu(li);
    if (!sub.id) restorer.attr(sub, 'id', `${idBase(li, 'submenu')}-0`);
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'cmsmf-submenu-toggle';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', sub.id);
    button.setAttribute('aria-label', `${link ? label(link) : ''} submenu`.trim());
    sub.before(button);
    added.push(button);
    button.addEventListener('click', () => setOpen(li, !isOpen(li)), { signal });
    li.addEventListener('mouseenter', () => lastPointer === 'mouse' && setOpen(li, true), { signal });
    li.addEventListener('mouseleave', () => lastPointer === 'mouse' && closeLater(li), { signal });
    // The two-tap rule: a first touch on the parent link opens, a second follows.
    link?.addEventListener('click', (event) => {
      if (lastPointer !== 'touch') return;
      if (touchTapAction(isOpen(li)) === 'open') {
        event.preventDefault();
        setOpen(li, true, true);
      }
    }, { signal });
    li.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !li.contains(next)) setOpen(li, false);
    }, { signal });
    li.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && isOpen(li)) {
        event.stopPropagation();
        setOpen(li, false);
        button.focus();
        return;
      }
      const links = Array.from(sub.querySelectorAll<HTMLElement>(':scope > li > a'));
      if (event.target === button && event.key === 'ArrowDown' && isOpen(li)) {
        event.preventDefault();
        links[0]?.focus();
        return;
      }
      const index = links.indexOf(event.target as HTMLElement);
      if (index < 0) return;
      const next = arrowTarget(event.key, index, links.length);
      if (next === null) return;
      event.preventDefault();
      links[next]!.focus();
    }, { signal });
    // Mega menus: the parent classes, and the dropdown spanning the menu's container.
    if (li.classList.contains('mega-menu')) {
      megaMenuParentClasses(sub.children.length).forEach((name) => restorer.toggleClass(li, name, true));
    }
  }
  restorer.attr(nav, 'data-et-is-menu-ready', 'true');

  // Which pointer the visitor uses decides between hover and the two-tap rule.
  doc.addEventListener('pointerdown', (event) => {
    lastPointer = event.pointerType || 'mouse';
    // A tap or click outside the menu closes what it opened.
    if (!nav.contains(event.target as Node)) items.filter(isOpen).forEach((li) => setOpen(li, false));
  }, { capture: true, passive: true, signal });

  const container = nav.closest<HTMLElement>('.container, .et_pb_menu_inner_container, .et_pb_row') ?? nav;
  const reposition = () => {
    const box = container.getBoundingClientRect();
    for (const li of items.filter((item) => item.classList.contains('mega-menu') && item.parentElement === nav)) {
      const anchor = (submenu(li).offsetParent ?? li).getBoundingClientRect().left;
      const { left, width } = megaMenuPosition(anchor, box.left, box.width);
      restorer.style(submenu(li), 'left', `${left}px`);
      restorer.style(submenu(li), 'width', `${width}px`);
    }
  };
  reposition();
  win.addEventListener('resize', debounce(reposition, MEGA_MENU_REPOSITION_MS, signal), { passive: true, signal });
}
