import { activeSection, sideNavOffset } from './side-nav-core';

test('the list is 20 px per section plus 40', () => {
  expect(sideNavOffset(5)).toBe(140);
  expect(sideNavOffset(0)).toBe(40);
});

test('the active dot is the last section past the middle of the viewport', () => {
  const tops = [0, 900, 1800, 2700];
  expect(activeSection(tops, 0, 900)).toBe(0);
  expect(activeSection(tops, 449, 900)).toBe(0);
  expect(activeSection(tops, 450, 900)).toBe(1);
  expect(activeSection(tops, 5000, 900)).toBe(3);
  expect(activeSection([], 100, 900)).toBe(0);
});
