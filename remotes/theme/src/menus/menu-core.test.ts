import { arrowTarget, megaMenuParentClasses, megaMenuPosition, slideMenuSwipe, submenuOverflows, touchTapAction } from './menu-core';

test('a mega menu with fewer than 4 columns gets the parent classes', () => {
  expect(megaMenuParentClasses(2)).toEqual(['mega-menu-parent', 'mega-menu-parent-2']);
  expect(megaMenuParentClasses(3)).toEqual(['mega-menu-parent', 'mega-menu-parent-3']);
  expect(megaMenuParentClasses(4)).toEqual([]);
  expect(megaMenuParentClasses(0)).toEqual([]);
});

test('a mega menu spans its container wherever its item sits', () => {
  expect(megaMenuPosition(640, 100, 1080)).toEqual({ left: -540, width: 1080 });
});

test('a nested submenu that would leave the viewport opens to the left', () => {
  expect(submenuOverflows(1100, 240, 1280)).toBe(true);
  expect(submenuOverflows(1000, 240, 1280)).toBe(false);
});

test('two taps: the first opens, the second follows', () => {
  expect(touchTapAction(false)).toBe('open');
  expect(touchTapAction(true)).toBe('follow');
});

test('arrows move within a submenu and wrap', () => {
  expect(arrowTarget('ArrowDown', 2, 3)).toBe(0);
  expect(arrowTarget('ArrowUp', 0, 3)).toBe(2);
  expect(arrowTarget('End', 0, 3)).toBe(2);
  expect(arrowTarget('Home', 2, 3)).toBe(0);
  expect(arrowTarget('Tab', 0, 3)).toBeNull();
  expect(arrowTarget('ArrowDown', 0, 0)).toBeNull();
});

test('the slide menu opens on a swipe left from the right edge and closes on a swipe right', () => {
  expect(slideMenuSwipe('next', 380, 390, false)).toBe('open');
  expect(slideMenuSwipe('next', 200, 390, false)).toBeNull();
  expect(slideMenuSwipe('previous', 100, 390, true)).toBe('close');
  expect(slideMenuSwipe('previous', 100, 390, false)).toBeNull();
  expect(slideMenuSwipe(null, 385, 390, false)).toBeNull();
});
