import { headerVariant } from './header-variant';

const of = (classes: string) => {
  const names = new Set(classes.split(' '));
  return headerVariant({ contains: (name) => names.has(name) });
};

test('reads each variant from the body classes', () => {
  expect(of('et_fixed_nav et_header_style_left')).toMatchObject({ fixed: true, menu: 'dropdown', split: false });
  expect(of('et_fixed_nav et_vertical_nav')).toMatchObject({ fixed: false, vertical: true });
  expect(of('et_header_style_split et_transparent_nav')).toMatchObject({ split: true, transparent: true, fixed: false });
  expect(of('et_header_style_slide et_header_style_left').menu).toBe('slide');
  expect(of('et_header_style_fullscreen et_header_style_left').menu).toBe('fullscreen');
  expect(of('et_hide_nav et_fixed_nav').hideOnScroll).toBe(true);
  expect(of('et_extra et_fixed_nav').secondTheme).toBe(true);
});
