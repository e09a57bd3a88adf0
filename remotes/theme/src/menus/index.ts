export { themeMenusModule as default } from './theme-menus-module';
export { createDropdowns } from './dropdowns';
export { createMobileMenu } from './mobile-menu';
export type { MobileMenuParts } from './mobile-menu';
export { createSlideMenu } from './slide-menu';
