/**
 * Which header a page has, from the body classes the themes print
 * (MARKUP-FACTS §1.2 "Theme body classes"). Pure: a class list in, a description out.
 */
export interface HeaderVariant {
  /** The primary navigation is fixed above the breakpoint (`et_fixed_nav`, not vertical). */
  fixed: boolean;
  /** Hidden until the visitor scrolls (`et_hide_nav`). */
  hideOnScroll: boolean;
  /** Content runs under the navigation (`et_transparent_nav`). */
  transparent: boolean;
  /** A side navigation (`et_vertical_nav`). */
  vertical: boolean;
  /** The logo sits in the middle of the menu above the breakpoint (`et_header_style_split`). */
  split: boolean;
  /** The menu opens as an off-canvas panel or a full-screen overlay. */
  menu: 'dropdown' | 'slide' | 'fullscreen';
  /** The second theme (`et_extra`), whose fixed navigation starts at 1024 px. */
  secondTheme: boolean;
}

export function headerVariant(bodyClasses: { contains(name: string): boolean }): HeaderVariant {
  const has = (name: string) => bodyClasses.contains(name);
  const vertical = has('et_vertical_nav');
  return {
    fixed: has('et_fixed_nav') && !vertical,
    hideOnScroll: has('et_hide_nav') || has('et_hide_nav_disabled'),
    transparent: has('et_transparent_nav'),
    vertical,
    split: has('et_header_style_split'),
    menu: has('et_header_style_slide') ? 'slide' : has('et_header_style_fullscreen') ? 'fullscreen' : 'dropdown',
    secondTheme: has('et_extra'),
  };
}
