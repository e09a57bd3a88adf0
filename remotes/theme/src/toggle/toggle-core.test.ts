import { accordionClick, headerForKey } from './toggle-core';

test('opening one toggle closes the open one; the open one and clicks while moving are ignored', () => {
  expect(accordionClick({ open: 0, animating: false }, 2)).toEqual({ open: 2, close: 0 });
  expect(accordionClick({ open: null, animating: false }, 1)).toEqual({ open: 1, close: null });
  expect(accordionClick({ open: 1, animating: false }, 1)).toBeNull();
  expect(accordionClick({ open: 0, animating: true }, 2)).toBeNull();
});

test('up and down wrap among headers, Home and End jump', () => {
  expect(headerForKey('ArrowDown', 2, 3)).toBe(0);
  expect(headerForKey('ArrowUp', 0, 3)).toBe(2);
  expect(headerForKey('Home', 2, 3)).toBe(0);
  expect(headerForKey('End', 0, 3)).toBe(2);
  expect(headerForKey('Enter', 0, 3)).toBeNull();
});
