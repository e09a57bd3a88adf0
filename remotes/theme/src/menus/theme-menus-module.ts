import { defineModule } from '@cms-mf/shared-contracts';
import { headerVariant } from '../headers/header-variant';
import { createDropdowns } from './dropdowns';
import { createMobileMenu } from './mobile-menu';
import { createSlideMenu } from './slide-menu';

const linkText = (link: HTMLElement) => link.textContent?.trim() ?? '';

/**
 * `./menus`: the theme header's menus, mounted on `#et-top-navigation` (the
 * primary menu, its mobile menu, and the slide-in or fullscreen menu when the
 * header style has one) and on `#et-secondary-menu` (the top bar's menu).
 */
export const themeMenusModule = defineModule((el, _ctx, signal) => {
  const root = el as HTMLElement;
  const doc = root.ownerDocument;
  const nav = root.querySelector<HTMLElement>('ul.nav');
  if (nav) createDropdowns(nav, linkText, signal);
  const mobileNav = root.querySelector<HTMLElement>('#et_mobile_nav_menu .mobile_nav');
  const bar = mobileNav?.querySelector<HTMLElement>('.mobile_menu_bar');
  const source = doc.getElementById('top-menu');
  if (mobileNav && bar && source) {
    const label = mobileNav.querySelector('.select_page')?.textContent?.trim() || 'Menu';
    createMobileMenu({ nav: mobileNav, bar, source, id: 'mobile_menu', label }, signal);
  }
  const style = headerVariant(doc.body.classList).menu;
  const slideIn = doc.querySelector<HTMLElement>('.et_slide_in_menu_container');
  if (style !== 'dropdown' && slideIn && root.id === 'et-top-navigation') createSlideMenu(slideIn, style, signal);
});
