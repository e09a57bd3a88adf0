import { defineModule } from '@cms-mf/shared-contracts';
import { idBase } from '../dom/unique-id';
import { createSearchOverlay } from '../search-overlay/search-overlay';
import { createDropdowns } from './dropdowns';
import { createMobileMenu } from './mobile-menu';

const linkText = (link: HTMLElement) => link.textContent?.trim() ?? '';

/**
 * `./menu-module`: the page builder's menu module (`.et_pb_menu`,
 * `.et_pb_fullwidth_menu`; MARKUP-FACTS "Menu module"): desktop dropdowns,
 * the mobile menu (`ul#mobile_menu{n}.et_mobile_menu`) and its search overlay.
 */
export const menuModule = defineModule((el, _ctx, signal) => {
  const root = el as HTMLElement;
  const nav = root.querySelector<HTMLElement>('.et_pb_menu__menu ul.nav, nav.et-menu-nav > ul');
  if (nav) createDropdowns(nav, linkText, signal);
  const mobileNav = root.querySelector<HTMLElement>('.mobile_nav');
  const bar = mobileNav?.querySelector<HTMLElement>('.mobile_menu_bar');
  if (nav && mobileNav && bar) {
    const label = mobileNav.querySelector('.mobile_menu_bar')?.getAttribute('aria-label') || 'Menu';
    createMobileMenu({ nav: mobileNav, bar, source: nav, id: `${idBase(root, 'menu')}-mobile`, label }, signal);
  }
  const opener = root.querySelector<HTMLElement>('.et_pb_menu__search-button');
  const overlay = root.querySelector<HTMLElement>('.et_pb_menu__search-container');
  if (opener && overlay) {
    createSearchOverlay({
      opener,
      overlay,
      input: overlay.querySelector('.et_pb_menu__search-input'),
      closer: overlay.querySelector('.et_pb_menu__close-search-button'),
      covered: root.querySelector('.et_pb_menu__wrap'),
      classes: {
        overlayOpen: ['et_pb_menu__search-container--visible'],
        overlayClosed: ['et_pb_menu__search-container--hidden', 'et_pb_menu__search-container--disabled'],
        overlayAnimating: null,
        coveredOpen: ['et_pb_menu__wrap--hidden'],
        coveredClosed: ['et_pb_menu__wrap--visible'],
      },
      label: 'Search',
    }, signal);
  }
});
